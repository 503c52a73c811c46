import { useTranslation } from 'react-i18next'
import {
  INDICATOR_KINDS,
  MAX_INDICATORS,
  priceField,
  type IndicatorKind,
  type IndicatorSpec,
  type StrategyConfig,
} from '../../../protocol/strategies/config.ts'
import {
  freshId,
  issueAt,
  issuesAt,
  numberOrParamText,
  parseNumberOrParam,
  setOptional,
  type DraftIssue,
} from './editor-draft.ts'
import { ParsedField, SelectField, TextField } from './fields.tsx'

const MACD = new Set<IndicatorKind>(['macd', 'macd_signal', 'macd_hist'])
const SOURCED = new Set<IndicatorKind>([
  'sma',
  'ema',
  'rsi',
  'bb_upper',
  'bb_middle',
  'bb_lower',
  'roc',
])
const BANDS = new Set<IndicatorKind>(['bb_upper', 'bb_middle', 'bb_lower'])

interface Props {
  config: StrategyConfig
  issues: readonly DraftIssue[]
  disabled: boolean
  edit: (change: (c: StrategyConfig) => void) => void
}

/** The indicators the rules read: id, kind, period (a number or a parameter), source, options. */
export function IndicatorsEditor({ config, issues, disabled, edit }: Props) {
  const { t } = useTranslation()
  const k = 'strategies.editor.indicators'
  const set = (i: number, change: (spec: IndicatorSpec) => void) =>
    edit((c) => {
      const spec = c.indicators[i]
      if (spec) change(spec)
    })
  const numberOrParam = (i: number, key: 'period' | 'stdDev' | 'fast' | 'slow' | 'signal') => (
    <ParsedField
      key={key}
      label={t(`${k}.${key}`)}
      value={config.indicators[i]?.[key]}
      parse={parseNumberOrParam}
      format={numberOrParamText}
      disabled={disabled}
      error={issueAt(issues, ['indicators', i, key])}
      testId={`indicator-${i}-${key}`}
      onChange={(v) => set(i, (s) => setOptional(s, key, v))}
    />
  )
  return (
    <fieldset className="stg-section" data-testid="indicators-editor">
      <legend>{t(`${k}.title`)}</legend>
      {config.indicators.length === 0 && <p className="empty">{t(`${k}.none`)}</p>}
      {config.indicators.map((spec, i) => (
        <div className="stg-row" key={i} data-testid={`indicator-${i}`}>
          <TextField
            label={t(`${k}.id`)}
            value={spec.id}
            disabled={disabled}
            error={issueAt(issues, ['indicators', i, 'id'])}
            testId={`indicator-${i}-id`}
            onChange={(id) => set(i, (s) => (s.id = id))}
          />
          <SelectField
            label={t(`${k}.kind`)}
            value={spec.kind}
            options={INDICATOR_KINDS.map((kind) => ({ value: kind, label: kind }))}
            disabled={disabled}
            testId={`indicator-${i}-kind`}
            onChange={(kind) => set(i, (s) => (s.kind = kind))}
          />
          {!MACD.has(spec.kind) && spec.kind !== 'funding_rate' && numberOrParam(i, 'period')}
          {SOURCED.has(spec.kind) && (
            <SelectField
              label={t(`${k}.source`)}
              value={spec.source ?? 'close'}
              options={priceField.options.map((f) => ({ value: f, label: f }))}
              disabled={disabled}
              onChange={(source) => set(i, (s) => (s.source = source))}
            />
          )}
          {BANDS.has(spec.kind) && numberOrParam(i, 'stdDev')}
          {MACD.has(spec.kind) && (
            <>
              {numberOrParam(i, 'fast')}
              {numberOrParam(i, 'slow')}
              {numberOrParam(i, 'signal')}
            </>
          )}
          <button
            type="button"
            className="btn btn-small stg-remove"
            disabled={disabled}
            aria-label={t('strategies.editor.removeItem', { item: spec.id })}
            onClick={() => edit((c) => c.indicators.splice(i, 1))}
          >
            {t('strategies.editor.remove')}
          </button>
          {issuesAt(issues, ['indicators', i])
            .filter(
              (m) =>
                !['id', 'period', 'stdDev', 'fast', 'slow', 'signal'].some(
                  (f) => issueAt(issues, ['indicators', i, f]) === m,
                ),
            )
            .map((m) => (
              <p key={m} className="field-error stg-row-error">
                {m}
              </p>
            ))}
        </div>
      ))}
      <button
        type="button"
        className="btn btn-small"
        disabled={disabled || config.indicators.length >= MAX_INDICATORS}
        data-testid="add-indicator"
        onClick={() =>
          edit((c) =>
            c.indicators.push({
              id: freshId(
                'sma',
                c.indicators.map((x) => x.id),
              ),
              kind: 'sma',
              period: 20,
            }),
          )
        }
      >
        {t(`${k}.add`)}
      </button>
    </fieldset>
  )
}
