import { useTranslation } from 'react-i18next'
import { LEVERAGE_MIN } from '../../../protocol/trading.ts'

interface Props {
  id: string
  leverage: number
  /** The margin tier's cap for the order's notional (50 until a size is known). */
  max: number
  error: string | undefined
  onChange: (leverage: number) => void
}

const clamp = (n: number, max: number): number =>
  Math.min(max, Math.max(LEVERAGE_MIN, Math.round(n)))

/** Leverage for a perpetual order: a slider and a number, kept within the tier's cap. */
export function LeverageField({ id, leverage, max, error, onChange }: Props) {
  const { t } = useTranslation()
  const errorId = `${id}-leverage-error`
  const set = (raw: string) => {
    const n = Number(raw)
    if (raw.trim() !== '' && Number.isFinite(n)) onChange(clamp(n, max))
  }
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={`${id}-leverage`}>{t('ticket.leverage.label', { max })}</label>
      <div className="ticket-leverage">
        <input
          type="range"
          aria-label={t('ticket.leverage.slider')}
          min={LEVERAGE_MIN}
          max={max}
          step={1}
          value={Math.min(leverage, max)}
          aria-valuetext={t('ticket.leverage.value', { leverage })}
          onChange={(e) => set(e.target.value)}
        />
        <div className="input-wrap ticket-leverage-number">
          <input
            id={`${id}-leverage`}
            type="number"
            inputMode="numeric"
            min={LEVERAGE_MIN}
            max={max}
            step={1}
            value={leverage}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => set(e.target.value)}
          />
          <span className="ticket-leverage-unit" aria-hidden="true">
            {t('ticket.leverage.unit')}
          </span>
        </div>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
