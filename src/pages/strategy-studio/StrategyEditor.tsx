import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { timeframe, type Strategy } from '../../../protocol/index.ts'
import { strategyMarket, type StrategyConfig } from '../../../protocol/strategies/config.ts'
import { EngineCallError } from '../../data/query-client.ts'
import { useUpdateStrategy } from '../../data/strategies-actions.ts'
import { useSymbolList } from '../../data/symbols.ts'
import { toast } from '../../components/toast/toast.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import {
  draftIssues,
  edited,
  issueAt,
  serverIssues,
  setOptional,
  type DraftIssue,
} from './editor-draft.ts'
import { NumberField, SelectField, TextField } from './fields.tsx'
import { IndicatorsEditor } from './IndicatorsEditor.tsx'
import { ParametersEditor } from './ParametersEditor.tsx'
import { RiskEditor } from './RiskEditor.tsx'
import { RulesEditor } from './RulesEditor.tsx'

/** Top-level fields that show their own problem beside the input. */
const INLINE = new Set(['symbol', 'market', 'leverage', 'maxEntries'])

/**
 * The selected strategy's editor: name, capital, market and the declarative config (indicators,
 * rules, parameters, risk limits), checked as it is typed with the same validateConfig the server
 * runs; a save's 422 fields are shown where they belong. Rules and capital are locked while the
 * strategy is active (the server refuses them then).
 */
export function StrategyEditor({ strategy }: { strategy: Strategy }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const [config, setConfig] = useState<StrategyConfig>(strategy.config)
  const [name, setName] = useState(strategy.name)
  const [description, setDescription] = useState(strategy.description)
  const [capital, setCapital] = useState<number | undefined>(strategy.allocatedCapital)
  const [server, setServer] = useState<DraftIssue[]>([])
  const [tried, setTried] = useState(false)
  const update = useUpdateStrategy(true)
  const symbols = useSymbolList()?.filter((s) => s.option === undefined)
  const locked = strategy.status === 'active'
  const edit = (change: (c: StrategyConfig) => void) => {
    setConfig((c) => edited(c, change))
    setServer([])
  }
  const issues = [...draftIssues(config), ...server]
  const capitalError =
    capital === undefined || !(capital > 0) ? t('strategies.editor.capitalInvalid') : undefined
  const k = 'strategies.editor'

  const save = () => {
    setTried(true)
    if (draftIssues(config).length > 0 || capitalError) return
    update.mutate(
      {
        id: strategy.id,
        patch: locked
          ? { name, description }
          : { name, description, config, allocatedCapital: capital ?? 0 },
      },
      {
        onSuccess: () => {
          setTried(false)
          toast.success(t(`${k}.saved`))
        },
        onError: (err) => {
          const fields = err instanceof EngineCallError ? err.failure.fields : undefined
          if (fields && fields.length > 0) setServer(serverIssues(fields))
          else toast.error(localize(err.message))
        },
      },
    )
  }
  const symbolOptions = [
    ...(symbols?.some((s) => s.symbol === config.symbol) ? [] : [config.symbol]),
    ...(symbols ?? []).map((s) => s.symbol),
  ]

  return (
    <form
      className="panel stg-editor"
      aria-labelledby="stg-editor-title"
      data-testid="strategy-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
    >
      <h2 id="stg-editor-title">{t(`${k}.title`, { name: strategy.name })}</h2>
      {locked && <p className="panel-note warn">{t('strategies.actions.activeLocked')}</p>}
      <fieldset className="stg-section">
        <legend>{t(`${k}.general`)}</legend>
        <div className="stg-row">
          <TextField label={t(`${k}.name`)} value={name} onChange={setName} testId="editor-name" />
          <TextField label={t(`${k}.description`)} value={description} onChange={setDescription} />
          <NumberField
            label={t(`${k}.capital`)}
            value={capital}
            disabled={locked}
            error={tried ? capitalError : undefined}
            testId="editor-capital"
            onChange={setCapital}
          />
        </div>
        <div className="stg-row">
          <SelectField
            label={t(`${k}.symbol`)}
            value={config.symbol}
            options={symbolOptions.map((s) => ({ value: s, label: s }))}
            disabled={locked}
            error={issueAt(issues, ['symbol'])}
            testId="editor-symbol"
            onChange={(symbol) => edit((c) => (c.symbol = symbol))}
          />
          <SelectField
            label={t(`${k}.timeframe`)}
            value={config.timeframe}
            options={timeframe.options.map((v) => ({ value: v, label: v }))}
            disabled={locked}
            testId="editor-timeframe"
            onChange={(tf) => edit((c) => (c.timeframe = tf))}
          />
          <SelectField
            label={t(`${k}.market`)}
            value={config.market}
            options={strategyMarket.options.map((v) => ({
              value: v,
              label: t(`${k}.markets.${v}`),
            }))}
            disabled={locked}
            error={issueAt(issues, ['market'])}
            onChange={(market) => edit((c) => (c.market = market))}
          />
          {config.market === 'perp' && (
            <NumberField
              label={t(`${k}.leverage`)}
              value={config.leverage}
              disabled={locked}
              error={issueAt(issues, ['leverage'])}
              onChange={(v) => edit((c) => setOptional(c, 'leverage', v))}
            />
          )}
          <NumberField
            label={t(`${k}.maxEntries`)}
            value={config.maxEntries}
            disabled={locked}
            error={issueAt(issues, ['maxEntries'])}
            onChange={(v) => edit((c) => setOptional(c, 'maxEntries', v))}
          />
        </div>
      </fieldset>
      <IndicatorsEditor config={config} issues={issues} disabled={locked} edit={edit} />
      <RulesEditor config={config} issues={issues} disabled={locked} edit={edit} />
      <ParametersEditor config={config} issues={issues} disabled={locked} edit={edit} />
      <RiskEditor config={config} issues={issues} disabled={locked} edit={edit} />
      {tried && issues.length > 0 && (
        <p className="panel-error" role="alert" data-testid="editor-invalid">
          {t(`${k}.invalid`, { count: issues.length })}
          {/* Problems of the config as a whole have no field of their own. */}
          {issues
            .filter((i) => i.path.length <= 1 && !INLINE.has(String(i.path[0])))
            .map((i) => ` ${i.path.join('.')}: ${i.message}`)
            .join(';')}
        </p>
      )}
      <div className="stg-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={update.isPending}
          data-testid="editor-save"
        >
          {update.isPending ? t('common.saving') : t(`${k}.save`)}
        </button>
      </div>
    </form>
  )
}
