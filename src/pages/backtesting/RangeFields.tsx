import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PRESETS,
  presetOf,
  presetRange,
  rangeMs,
  type DayRange,
  type Preset,
} from './backtest-range.ts'

/** From/to days (UTC) and the 1M/6M/1Y/5Y presets. */
export function RangeFields({
  range,
  setRange,
  now,
}: {
  range: DayRange
  setRange: (r: DayRange) => void
  /** When the page opened: the presets end that day. */
  now: number
}) {
  const { t } = useTranslation()
  const id = useId()
  const active = presetOf(range, now)
  const k = 'strategies.backtesting.run'
  const invalid = rangeMs(range, now) === null
  return (
    <div className="stg-range">
      <div className="stg-chips" role="group" aria-label={t(`${k}.presets`)}>
        {(Object.keys(PRESETS) as Preset[]).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={active === p}
            data-testid={`preset-${p}`}
            onClick={() => setRange(presetRange(p, now))}
          >
            {p}
          </button>
        ))}
      </div>
      <div className="stg-field">
        <label htmlFor={`${id}-from`}>{t(`${k}.from`)}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={range.from}
          aria-invalid={invalid ? true : undefined}
          data-testid="range-from"
          onChange={(e) => setRange({ ...range, from: e.target.value })}
        />
      </div>
      <div className="stg-field">
        <label htmlFor={`${id}-to`}>{t(`${k}.to`)}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={range.to}
          aria-invalid={invalid ? true : undefined}
          data-testid="range-to"
          onChange={(e) => setRange({ ...range, to: e.target.value })}
        />
      </div>
      {invalid && (
        <p className="field-error" role="alert">
          {t(`${k}.badRange`)}
        </p>
      )}
    </div>
  )
}
