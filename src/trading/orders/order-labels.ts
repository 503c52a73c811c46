/**
 * Words for orders: their type and status as a trader reads them, and one phrase naming an order
 * ("buy 0.5 BTC-USD limit at 60,000") that every action button of its row carries, so a screen
 * reader user knows which order a "Cancel" cancels.
 */
import type { Order, OrderStatus, OrderType } from '../../../protocol/trading.ts'
import type { OrderLocalState } from '../../../workers/engine/api.ts'
import { formatQuantity } from '../../lib/format.ts'

const TYPE_LABELS: Record<OrderType, string> = {
  market: 'market',
  limit: 'limit',
  stop: 'stop',
  stop_limit: 'stop limit',
  take_profit: 'take profit',
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  open: 'Open',
  partially_filled: 'Partially filled',
  filled: 'Filled',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  expired: 'Expired',
}

/** An order kept while offline (sync-trades), sent when the connection returns. */
export const QUEUED_LABEL = 'Queued — sends when online'

/** "just now", "4 min", "2 h": how long an order has been queued. */
export function queuedAge(queuedAt: number, now: number): string {
  const s = Math.max(0, Math.floor((now - queuedAt) / 1000))
  if (s < 60) return 'just now'
  if (s < 3600) return `${Math.floor(s / 60)} min`
  return `${Math.floor(s / 3600)} h`
}

/** What the engine is doing to the order until the server confirms it (SPEC §4's optimism). */
const LOCAL_LABELS: Record<Exclude<OrderLocalState, 'confirmed'>, string> = {
  placing: 'Placing…',
  modifying: 'Modifying…',
  cancelling: 'Cancelling…',
  queued: QUEUED_LABEL,
}

export const typeLabel = (t: OrderType): string => TYPE_LABELS[t]
export const statusLabel = (s: OrderStatus): string => STATUS_LABELS[s]
export const sideLabel = (s: Order['side']): string => (s === 'buy' ? 'Buy' : 'Sell')

/** The status column: the optimistic state while one is in flight, else the server's status. */
export const displayStatus = (o: Pick<Order, 'status'> & { local: OrderLocalState }): string =>
  o.local === 'confirmed' ? statusLabel(o.status) : LOCAL_LABELS[o.local]

type Described = Pick<Order, 'side' | 'quantity' | 'symbol' | 'orderType' | 'price' | 'stopPrice'>

/**
 * "buy 0.5 BTC-USD limit at 60,000"; a stop names its trigger ("sell 1 ETH-USD stop at 2,900"),
 * a stop limit both ("… stop limit at 2,890, stop 2,900"), a market order no price.
 */
export function describeOrder(o: Described): string {
  const head = `${o.side} ${formatQuantity(o.quantity)} ${o.symbol} ${typeLabel(o.orderType)}`
  const at = o.price ?? o.stopPrice
  const price = at === null ? '' : ` at ${formatQuantity(at)}`
  const stop =
    o.price !== null && o.stopPrice !== null ? `, stop ${formatQuantity(o.stopPrice)}` : ''
  return head + price + stop
}

const usd = (abs: number): string =>
  abs.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    // A fee of a fraction of a cent still shows as more than $0.00.
    maximumFractionDigits: abs < 1 ? 4 : 2,
  })

/**
 * An amount in the symbol's quote currency: "$1.25" for USD, "0.5 EUR" otherwise; `signed` adds
 * a plus to gains (realised P&L). Losses carry a true minus sign, as elsewhere in the app.
 */
export function formatQuoteAmount(value: number, symbol: string, signed = false): string {
  const quote = symbol.split('-')[1] ?? ''
  const abs = Math.abs(value)
  const text = quote === 'USD' ? usd(abs) : `${formatQuantity(abs)} ${quote}`.trim()
  const sign = value < 0 ? '−' : signed && value > 0 ? '+' : ''
  return sign + text
}
