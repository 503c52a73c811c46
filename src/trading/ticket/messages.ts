/** The words the ticket says about an order: the success toast and the confirmation summary. */
import type { OrderStatus, OrderType } from '../../../protocol/trading.ts'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { formatQuantity } from '../../lib/format.ts'
import { ORDER_TYPE_LABELS } from './ticket-form.ts'

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  open: 'open',
  partially_filled: 'partially filled',
  filled: 'filled',
  cancelled: 'cancelled',
  rejected: 'rejected',
  expired: 'expired',
}

const sideWord = (side: 'buy' | 'sell'): string => (side === 'buy' ? 'Buy' : 'Sell')

/** "Buy 0.5 BTC-USD: filled" */
export function orderPlacedMessage(o: {
  side: 'buy' | 'sell'
  quantity: number
  symbol: string
  status: OrderStatus
  local?: string
}): string {
  if (o.local === 'queued')
    return `${sideWord(o.side)} ${formatQuantity(o.quantity)} ${o.symbol}: Queued — sends when online`
  return `${sideWord(o.side)} ${formatQuantity(o.quantity)} ${o.symbol}: ${STATUS_WORDS[o.status]}`
}

const typeWords = (t: OrderType, market: OrderInput['market']): string =>
  `${ORDER_TYPE_LABELS[t]}${market === 'perp' ? ' perpetual' : ''}`

/** "Limit buy 0.5 BTC-USD", the confirmation's heading line. */
export function orderHeadline(o: OrderInput): string {
  const words = typeWords(o.orderType, o.market)
  return `${words} ${o.side} ${formatQuantity(o.quantity)} ${o.symbol}`
}
