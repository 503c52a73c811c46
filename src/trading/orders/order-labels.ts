/**
 * Words for orders: their type and status as a trader reads them, and one phrase naming an order
 * ("buy 0.5 BTC-USD limit at 60,000") that every action button of its row carries, so a screen
 * reader user knows which order a "Cancel" cancels.
 */
import type { TFunction } from 'i18next'
import type { Order, OrderStatus, OrderType } from '../../../protocol/trading.ts'
import type { OrderLocalState } from '../../../workers/engine/api.ts'
import { formatQuantity } from '../../lib/format.ts'
import { numberLocale } from '../../lib/number-locale.ts'

/** An order kept while offline (sync-trades), sent when the connection returns. */
export const queuedLabel = (t: TFunction): string => t('orders.local.queued')

/** "just now", "4 min", "2 h": how long an order has been queued. */
export function queuedAge(t: TFunction, queuedAt: number, now: number): string {
  const s = Math.max(0, Math.floor((now - queuedAt) / 1000))
  if (s < 60) return t('orders.age.justNow')
  if (s < 3600) return t('orders.age.minutes', { count: Math.floor(s / 60) })
  return t('orders.age.hours', { count: Math.floor(s / 3600) })
}

/** "stop limit": a type inside a sentence or a table cell. */
export const typeLabel = (t: TFunction, type: OrderType): string => t(`orders.type.${type}`)
/** "Stop limit": a type at the start of a line (the filter's options). */
export const typeTitle = (t: TFunction, type: OrderType): string => t(`orders.typeTitle.${type}`)
export const statusLabel = (t: TFunction, s: OrderStatus): string => t(`orders.status.${s}`)
export const sideLabel = (t: TFunction, s: Order['side']): string => t(`orders.side.${s}`)

/**
 * The status column: what the engine is doing to the order until the server confirms it
 * (SPEC §4's optimism), else the server's status.
 */
export const displayStatus = (
  t: TFunction,
  o: Pick<Order, 'status'> & { local: OrderLocalState },
): string => (o.local === 'confirmed' ? statusLabel(t, o.status) : t(`orders.local.${o.local}`))

type Described = Pick<Order, 'side' | 'quantity' | 'symbol' | 'orderType' | 'price' | 'stopPrice'>

/**
 * "buy 0.5 BTC-USD limit at 60,000"; a stop names its trigger ("sell 1 ETH-USD stop at 2,900"),
 * a stop limit both ("… stop limit at 2,890, stop 2,900"), a market order no price.
 */
export function describeOrder(t: TFunction, o: Described): string {
  const head = t('orders.describe.head', {
    side: t(`orders.sideInline.${o.side}`),
    quantity: formatQuantity(o.quantity),
    symbol: o.symbol,
    type: typeLabel(t, o.orderType),
  })
  const at = o.price ?? o.stopPrice
  if (at === null) return head
  if (o.price !== null && o.stopPrice !== null)
    return t('orders.describe.atStop', {
      head,
      price: formatQuantity(at),
      stop: formatQuantity(o.stopPrice),
    })
  return t('orders.describe.at', { head, price: formatQuantity(at) })
}

const usd = (abs: number): string =>
  abs.toLocaleString(numberLocale(), {
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
