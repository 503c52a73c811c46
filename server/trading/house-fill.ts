import { randomUUID } from 'node:crypto'
import type { MarketKind, OrderSide } from '../../protocol/index.ts'
import type { Account } from './account.ts'
import { toWire, type TraderOrder } from './order-model.ts'
import { orderStmt, tradeStmt } from './statements.ts'
import type { UnitOfWork } from './unit-of-work.ts'

/** A fill the exchange makes for a trader outside the book: a liquidation, a buy-back, a settlement. */
export interface HouseFill {
  account: Account
  symbol: string
  market: MarketKind
  side: OrderSide
  quantity: number
  lots: number
  price: number
  fee: number
  leverage: number
  realizedPnl: number
  /** Why it happened, in the order's words (its `reason`). */
  reason: string
  now: Date
}

/**
 * Records a house fill in `unit` as the trader sees any fill: a filled reduce-only market order
 * and its trade row, and the order pushed on `orders`. The account's money is the caller's.
 */
export function recordHouseFill(unit: UnitOfWork, f: HouseFill): TraderOrder {
  const { account: a, now } = f
  const order: TraderOrder = {
    id: randomUUID(),
    userId: a.userId,
    portfolioId: a.portfolioId,
    clientOrderId: null,
    symbol: f.symbol,
    market: f.market,
    side: f.side,
    orderType: 'market',
    quantity: f.quantity,
    price: null,
    stopPrice: null,
    timeInForce: 'IOC',
    postOnly: false,
    reduceOnly: true,
    leverage: f.leverage,
    status: 'filled',
    filledQuantity: f.quantity,
    filledNotional: f.quantity * f.price,
    fees: f.fee,
    reason: f.reason,
    bookSeq: null,
    lots: f.lots,
    filledLots: f.lots,
    reservedCash: 0,
    createdAt: now,
    updatedAt: now,
  }
  unit.put(`order:${order.id}`, orderStmt(order))
  unit.insert(
    tradeStmt({
      id: randomUUID(),
      orderId: order.id,
      portfolioId: a.portfolioId,
      symbol: f.symbol,
      market: f.market,
      side: f.side,
      price: f.price,
      quantity: f.quantity,
      fee: f.fee,
      liquidity: 'taker',
      realizedPnl: f.realizedPnl,
      timestamp: now.toISOString(),
    }),
  )
  unit.push({ userId: a.userId, channel: 'orders', data: toWire(order) })
  return order
}
