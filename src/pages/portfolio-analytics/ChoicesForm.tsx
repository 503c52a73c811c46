import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RISK_FREE_MAX, RISK_FREE_MIN, type Settings } from '../../../protocol/index.ts'
import type { SaveStatus } from '../../data/settings.ts'
import { useSymbolList } from '../../data/symbols.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { parseDecimal } from '../../trading/ticket/grid.ts'
import { formatRatePercent } from './format.ts'

type Choices = Settings['analytics']

interface Props {
  choices: Choices
  onChange: (next: Choices) => void
  readOnly: boolean
  status: SaveStatus
  onRetry: () => void
}

/** The annual rate a typed percentage means, or null when it is not one the server takes. */
export function rateOf(text: string): number | null {
  const pct = parseDecimal(text)
  if (pct === null) return null
  const rate = pct / 100
  return rate >= RISK_FREE_MIN && rate <= RISK_FREE_MAX ? rate : null
}

/** Benchmark, risk-free rate and year basis: the trader's settings, saved as they change. */
export function ChoicesForm({ choices, onChange, readOnly, status, onRetry }: Props) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const symbols = useSymbolList() ?? []
  const [rateText, setRateText] = useState(() => formatRatePercent(choices.riskFreeRate))
  const [rateBad, setRateBad] = useState(false)
  // A rate saved elsewhere (another tab, a settings import) replaces what is shown here.
  const [shownRate, setShownRate] = useState(choices.riskFreeRate)
  if (shownRate !== choices.riskFreeRate) {
    setShownRate(choices.riskFreeRate)
    if (rateOf(rateText) !== choices.riskFreeRate)
      setRateText(formatRatePercent(choices.riskFreeRate))
  }
  const listed = symbols.some((s) => s.symbol === choices.benchmark)

  function commitRate() {
    const rate = rateOf(rateText)
    setRateBad(rate === null)
    if (rate !== null && rate !== choices.riskFreeRate) onChange({ ...choices, riskFreeRate: rate })
  }

  return (
    <div className="analytics-choices">
      <label className="analytics-field">
        <span>{t('analytics.controls.benchmark')}</span>
        <select
          value={choices.benchmark}
          disabled={readOnly}
          data-testid="benchmark-select"
          onChange={(e) => onChange({ ...choices, benchmark: e.target.value })}
        >
          {!listed && <option value={choices.benchmark}>{choices.benchmark}</option>}
          {symbols.map((s) => (
            <option key={s.symbol} value={s.symbol}>
              {s.symbol}
            </option>
          ))}
        </select>
      </label>
      <label className="analytics-field">
        <span>{t('analytics.controls.riskFree')}</span>
        <input
          type="text"
          inputMode="decimal"
          value={rateText}
          disabled={readOnly}
          aria-invalid={rateBad}
          aria-describedby={rateBad ? 'analytics-rate-problem' : undefined}
          onChange={(e) => setRateText(e.target.value)}
          onBlur={commitRate}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitRate()
          }}
        />
      </label>
      <label className="analytics-field">
        <span>{t('analytics.controls.basis')}</span>
        <select
          value={choices.periodsPerYear}
          disabled={readOnly}
          onChange={(e) =>
            onChange({ ...choices, periodsPerYear: e.target.value as Choices['periodsPerYear'] })
          }
        >
          <option value="auto">{t('analytics.controls.basisAuto')}</option>
          <option value="252">{t('analytics.controls.basis252')}</option>
          <option value="365">{t('analytics.controls.basis365')}</option>
        </select>
      </label>
      {rateBad && (
        <p id="analytics-rate-problem" className="panel-error" role="alert">
          {t('analytics.controls.riskFreeInvalid')}
        </p>
      )}
      <p className="analytics-save" role="status">
        {readOnly && t('analytics.controls.readOnly')}
        {!readOnly && status.kind === 'saving' && t('analytics.controls.saving')}
        {!readOnly && status.kind === 'saved' && t('analytics.controls.saved')}
        {!readOnly && status.kind === 'failed' && (
          <>
            {t('analytics.controls.failed', { message: localize(status.message) })}{' '}
            <button type="button" className="btn btn-small" onClick={onRetry}>
              {t('analytics.retry')}
            </button>
          </>
        )}
      </p>
    </div>
  )
}
