import { useTranslation } from 'react-i18next'
import type { RiskLimits, StrategyConfig } from '../../../protocol/strategies/config.ts'
import {
  issueAt,
  numberOrParamText,
  parseNumberOrParam,
  setOptional,
  type DraftIssue,
} from './editor-draft.ts'
import { NumberField, ParsedField } from './fields.tsx'

interface Props {
  config: StrategyConfig
  issues: readonly DraftIssue[]
  disabled: boolean
  edit: (change: (c: StrategyConfig) => void) => void
}

const PCT = ['stopLossPct', 'takeProfitPct', 'dailyLossLimitPct'] as const

/** Stop loss, take profit, maximum position and daily loss limit; empty means none. */
export function RiskEditor({ config, issues, disabled, edit }: Props) {
  const { t } = useTranslation()
  const k = 'strategies.editor.risk'
  const setRisk = <K extends keyof RiskLimits>(key: K, v: RiskLimits[K] | undefined) =>
    edit((c) => setOptional(c.risk, key, v))
  return (
    <fieldset className="stg-section" data-testid="risk-editor">
      <legend>{t(`${k}.title`)}</legend>
      <p className="stg-hint">{t(`${k}.hint`)}</p>
      <div className="stg-row">
        {PCT.map((key) => (
          <ParsedField
            key={key}
            label={t(`${k}.${key}`)}
            value={config.risk[key]}
            parse={parseNumberOrParam}
            format={numberOrParamText}
            disabled={disabled}
            error={issueAt(issues, ['risk', key])}
            testId={`risk-${key}`}
            onChange={(v) => setRisk(key, v)}
          />
        ))}
        <NumberField
          label={t(`${k}.maxPositionQuote`)}
          value={config.risk.maxPositionQuote}
          disabled={disabled}
          error={issueAt(issues, ['risk', 'maxPositionQuote'])}
          testId="risk-maxPositionQuote"
          onChange={(v) => setRisk('maxPositionQuote', v)}
        />
      </div>
    </fieldset>
  )
}
