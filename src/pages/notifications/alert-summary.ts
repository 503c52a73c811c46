import type { TFunction } from 'i18next'
import type { PriceAlert } from '../../../protocol/index.ts'
import { formatPrice } from '../../lib/format.ts'

/** "15 min", "2 h", "45 s": a window in its largest whole unit. */
function windowText(t: TFunction, sec: number): string {
  if (sec % 3600 === 0) return t('alerts.window.h', { n: sec / 3600 })
  if (sec % 60 === 0) return t('alerts.window.min', { n: sec / 60 })
  return t('alerts.window.s', { n: sec })
}

type Described = Pick<PriceAlert, 'symbol' | 'condition' | 'price' | 'percent' | 'windowSec'>

/** What an alert waits for, in one line: "BTC-USD crossing up 67,250.00". */
export function alertSummary(t: TFunction, a: Described): string {
  if (a.condition === 'move_pct')
    return t('alerts.summary.move_pct', {
      symbol: a.symbol,
      percent: a.percent ?? 0,
      window: windowText(t, a.windowSec ?? 0),
    })
  return t(`alerts.summary.${a.condition}`, {
    symbol: a.symbol,
    price: a.price === null ? '—' : formatPrice(a.price),
  })
}

/** How often it may fire: "Once", "Once per bar (5 minutes)", "Every time (…)". */
export function frequencyText(t: TFunction, a: Pick<PriceAlert, 'frequency' | 'timeframe'>) {
  const base = t(`alerts.frequencies.${a.frequency}`)
  return a.timeframe === null ? base : `${base} (${t(`alerts.timeframes.${a.timeframe}`)})`
}
