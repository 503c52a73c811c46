import { useTranslation } from 'react-i18next'
import { OPTION_UNDERLYINGS, type OptionExpiries } from '../../../protocol/index.ts'
import { useNow } from '../../lib/use-now.ts'
import { daysTo, formatExpiryDate } from './options-format.ts'

interface Props {
  underlying: string
  onUnderlying: (u: string) => void
  expiries: OptionExpiries['expiries']
  expiry: number | undefined
  onExpiry: (e: number) => void
}

/** The underlying (BTC, ETH, SOL) and one of its listed expiries, with date and cadence. */
export function OptionsPickers({ underlying, onUnderlying, expiries, expiry, onExpiry }: Props) {
  const { t } = useTranslation()
  const now = useNow(60_000)
  return (
    <div className="options-pickers">
      <label className="field">
        <span>{t('options.underlying')}</span>
        <select
          value={underlying}
          onChange={(e) => onUnderlying(e.target.value)}
          data-testid="underlying-select"
        >
          {OPTION_UNDERLYINGS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('options.expiry')}</span>
        <select
          value={expiry ?? ''}
          onChange={(e) => onExpiry(Number(e.target.value))}
          disabled={expiries.length === 0}
          data-testid="expiry-select"
        >
          {expiries.map((e) => (
            <option key={e.expiry} value={e.expiry}>
              {t('options.expiryOption', {
                date: formatExpiryDate(e.expiry),
                cadence: e.cadences.map((c) => t(`options.cadence.${c}`)).join(', '),
                days: daysTo(e.expiry, now).toFixed(1),
              })}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

/** The page's first expiry: the nearest weekly one (a daily expires too soon to show much). */
export function defaultExpiry(expiries: OptionExpiries['expiries']): number | undefined {
  return (expiries.find((e) => e.cadences.includes('weekly')) ?? expiries[0])?.expiry
}
