import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SLIPPAGE_TOLERANCE_MAX } from '../../../protocol/trading.ts'

interface Props {
  id: string
  /** The trader's tolerance in percent (settings, SPEC §9 default 0.5). */
  tolerance: number
  onChange: (tolerance: number) => void
}

/** Reads a typed tolerance: a number of percent within range, else null. */
export function parseTolerance(raw: string): number | null {
  if (raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 && n <= SLIPPAGE_TOLERANCE_MAX ? n : null
}

/**
 * How far the price may move against the trader, from the price they saw, before the exchange
 * refuses the order: it matters most for an order queued offline and sent later.
 */
export function SlippageField({ id, tolerance, onChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? String(tolerance)
  const invalid = draft !== null && parseTolerance(draft) === null
  const errorId = `${id}-slippage-error`
  return (
    <div className={invalid ? 'field has-error ticket-slippage' : 'field ticket-slippage'}>
      <label htmlFor={`${id}-slippage`}>{t('ticket.slippage.label')}</label>
      <input
        id={`${id}-slippage`}
        type="number"
        inputMode="decimal"
        min={0}
        max={SLIPPAGE_TOLERANCE_MAX}
        step={0.05}
        value={shown}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = parseTolerance(e.target.value)
          if (n !== null) onChange(n)
        }}
        onBlur={() => {
          if (!invalid) setDraft(null)
        }}
      />
      {invalid && (
        <p id={errorId} className="field-error">
          {t('ticket.slippage.error', { max: SLIPPAGE_TOLERANCE_MAX })}
        </p>
      )}
    </div>
  )
}
