/** The words the ticket says about an order: the success toast and the confirmation summary. */
import type { TFunction } from 'i18next'
import type { OrderStatus } from '../../../protocol/trading.ts'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { formatQuantity } from '../../lib/format.ts'
import { orderTypeLabel } from './ticket-form.ts'

/** "Buy 0.5 BTC-USD: filled" */
export function orderPlacedMessage(
  t: TFunction,
  o: {
    side: 'buy' | 'sell'
    quantity: number
    symbol: string
    status: OrderStatus
    local?: string
  },
): string {
  const status = o.local === 'queued' ? t('ticket.placed.queued') : t(`ticket.status.${o.status}`)
  return t(`ticket.placed.${o.side}`, {
    quantity: formatQuantity(o.quantity),
    symbol: o.symbol,
    status,
  })
}

/** "Limit buy 0.5 BTC-USD", the confirmation's heading line. */
export function orderHeadline(t: TFunction, o: OrderInput): string {
  const label = orderTypeLabel(t, o.orderType)
  const type = o.market === 'perp' ? t('ticket.confirm.perpType', { type: label }) : label
  return t(`ticket.confirm.headline.${o.side}`, {
    type,
    quantity: formatQuantity(o.quantity),
    symbol: o.symbol,
  })
}
