import type {
  MarketKind,
  Order,
  OrderSide,
  OrderStatus,
  OrderType,
  TimeInForce,
} from '../../protocol/index.ts'
import { ACTIVE_ORDER_STATUSES } from '../../protocol/index.ts'
import { money } from './units.ts'

/** A trader's order as the trading service tracks it; quantities and prices in real units. */
export interface TraderOrder {
  id: string
  userId: string
  portfolioId: string
  clientOrderId: string | null
  symbol: string
  market: MarketKind
  side: OrderSide
  orderType: OrderType
  quantity: number
  price: number | null
  stopPrice: number | null
  timeInForce: TimeInForce
  postOnly: boolean
  reduceOnly: boolean
  leverage: number
  status: OrderStatus
  filledQuantity: number
  /** Σ fill price × fill quantity, for the average price. */
  filledNotional: number
  fees: number
  reason: string | null
  bookSeq: number | null
  /** Matching book units: the whole order and its filled part, in lots. */
  lots: number
  filledLots: number
  /** Quote cash still reserved (buys, perp margin and fees). */
  reservedCash: number
  /** Option sells: contracts of the trader's long this order still holds back (it closes them). */
  reservedContracts?: number
  createdAt: Date
  updatedAt: Date
}

export const isActive = (s: OrderStatus): boolean => ACTIVE_ORDER_STATUSES.includes(s)

export const averagePrice = (o: TraderOrder): number | null =>
  o.filledQuantity > 0 ? money(o.filledNotional / o.filledQuantity) : null

export const toWire = (o: TraderOrder): Order => ({
  id: o.id,
  clientOrderId: o.clientOrderId,
  portfolioId: o.portfolioId,
  symbol: o.symbol,
  market: o.market,
  side: o.side,
  orderType: o.orderType,
  quantity: o.quantity,
  price: o.price,
  stopPrice: o.stopPrice,
  timeInForce: o.timeInForce,
  postOnly: o.postOnly,
  reduceOnly: o.reduceOnly,
  leverage: o.leverage,
  status: o.status,
  filledQuantity: o.filledQuantity,
  averagePrice: averagePrice(o),
  fees: o.fees,
  reason: o.reason,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
})
