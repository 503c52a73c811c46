import { randomUUID } from 'node:crypto'
import type { TraderOrder } from './order-model.ts'
import type { TradingNotification } from './statements.ts'
import { qtyText, usd } from './units.ts'

/** "Bought 0.5 BTC-USD at 67,210.00": one per order and batch of fills. */
export function fillNotification(
  o: TraderOrder,
  qty: number,
  avgPrice: number,
  now: Date,
): TradingNotification {
  const verb = o.side === 'buy' ? 'Bought' : 'Sold'
  const what = o.market === 'perp' ? `${o.symbol} perpetual` : o.symbol
  return {
    id: randomUUID(),
    title: o.status === 'filled' ? 'Order filled' : 'Order partially filled',
    message: `${verb} ${qtyText(qty)} ${what} at ${usd(avgPrice)}`,
    category: 'trading',
    type: 'trade',
    priority: 'normal',
    timestamp: now.toISOString(),
    read: false,
  }
}
