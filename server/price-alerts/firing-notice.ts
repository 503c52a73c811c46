import { randomUUID } from 'node:crypto'
import { fillNotice, PRICE_ALERT_NOTICE, type Notification } from '../../protocol/index.ts'
import type { Firing } from './evaluator.ts'
import { changePct } from './rules.ts'

/**
 * The category price alerts are filed under: SPEC §3's categories (trading, security, account,
 * system, marketing) have no "price", so trading. Only their own switch, priceAlerts, silences
 * them (firing.ts passes it to notify), not the trading switch.
 */
export const PRICE_ALERT_CATEGORY: Notification['category'] = 'trading'
/** The preference that silences price alerts: SPEC §3 reading 2's `priceAlerts`. */
export const PRICE_ALERT_PREFERENCE_CATEGORY = 'price'

/** "67,250.5": every decimal a price has, at least two. */
const priceText = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 })

const windowText = (sec: number): string =>
  sec % 3600 === 0 ? `${sec / 3600} h` : sec % 60 === 0 ? `${sec / 60} min` : `${sec} s`

/** What happened, in one line: "BTC-USD crossed above 67,250.00 (now 67,262.50)". */
export function firingMessage(f: Firing): string {
  const { symbol, condition, price: level } = f.alert
  const pct = f.reference === undefined ? 0 : changePct(f.reference, f.price)
  return fillNotice(PRICE_ALERT_NOTICE[condition], {
    symbol,
    level: level === null ? '' : priceText(level),
    price: priceText(f.price),
    change: `${pct >= 0 ? '+' : '−'}${Math.abs(pct).toFixed(2)}%`,
    window: f.alert.windowSec === null ? '' : windowText(f.alert.windowSec),
  })
}

export function firingNotification(f: Firing): Notification {
  return {
    id: randomUUID(),
    title: fillNotice(PRICE_ALERT_NOTICE.title, { symbol: f.alert.symbol }),
    message: firingMessage(f),
    category: PRICE_ALERT_CATEGORY,
    type: 'warning',
    priority: 'high',
    timestamp: new Date(f.at).toISOString(),
    read: false,
  }
}
