/**
 * The matching engine's contract. The engine is pure: no I/O, no clock of its own, no floats.
 * Prices are integer ticks and quantities integer lots (the caller converts with the symbol's
 * tickSize and lotSize), so conservation holds exactly and the book can be property-tested.
 */

import type { OrderSide, OrderStatus, OrderType, TimeInForce } from '../../protocol/index.ts'

// The wire's enums: the trading service hands them through to clients unchanged.
export type Side = OrderSide
export type BookOrderType = OrderType
export type Tif = TimeInForce
export type BookOrderStatus = OrderStatus

/**
 * Self-trade prevention, applied when a taker would match a resting order of the same owner.
 * cancel_taker (default): the incoming order's remainder is cancelled; cancel_maker: the resting
 * order is cancelled and matching continues; cancel_both: both; none: they trade.
 */
export type Stp = 'cancel_taker' | 'cancel_maker' | 'cancel_both' | 'none'

export interface NewOrder {
  id: string
  /** Who owns it: self-trade prevention compares owners. Market makers use their own ids. */
  owner: string
  side: Side
  type: BookOrderType
  /** Lots, > 0. */
  qty: number
  /** Ticks: the limit price of limit and stop_limit orders. */
  price?: number
  /**
   * Ticks: the trigger of stop, stop_limit and take_profit orders, compared with the book's last
   * trade price. stop/stop_limit: buy triggers at last >= stopPrice, sell at last <= stopPrice.
   * take_profit (a market order once triggered): sell at last >= stopPrice, buy at last <= stopPrice.
   */
  stopPrice?: number
  tif: Tif
  postOnly?: boolean
  reduceOnly?: boolean
  /** Market orders never fill beyond this price (ticks): the caller's protection band. */
  protectionPrice?: number
  stp?: Stp
}

export interface OrderState {
  id: string
  owner: string
  side: Side
  type: BookOrderType
  qty: number
  filled: number
  price: number | null
  stopPrice: number | null
  tif: Tif
  postOnly: boolean
  reduceOnly: boolean
  status: BookOrderStatus
  /** Σ fill price × fill qty, in ticks × lots: averagePrice = notional / filled. */
  notional: number
  /** Arrival sequence in this book: price-time priority among equal prices. */
  seq: number
}

export interface Fill {
  takerId: string
  makerId: string
  takerOwner: string
  makerOwner: string
  /** The taker's side. */
  side: Side
  /** Ticks: always the resting (maker) order's price. */
  price: number
  qty: number
  /** Book-wide fill counter. */
  seq: number
  time: number
}

export type BookEvent =
  | { type: 'accepted'; order: OrderState }
  | { type: 'triggered'; order: OrderState }
  | { type: 'fill'; fill: Fill }
  | { type: 'updated'; order: OrderState }
  /** Final state: filled, cancelled, expired or rejected, with the reason in words. */
  | { type: 'done'; order: OrderState; reason: string | null }

export interface BookHooks {
  /**
   * For reduce-only orders: how many lots this order may still fill without opening or
   * increasing a position. Consulted before each fill; 0 cancels the remainder.
   * It runs in the middle of a call: `order.filled` includes this call's earlier fills, but
   * exchange listeners only receive the batch when the call returns.
   */
  reducible?(order: OrderState): number
}

export interface DepthLevel {
  price: number
  qty: number
  orders: number
}

export interface Depth {
  bids: DepthLevel[]
  asks: DepthLevel[]
}

/** One symbol's limit order book with price-time priority. */
export interface MatchingBook {
  readonly symbol: string
  submit(order: NewOrder, now: number): BookEvent[]
  cancel(id: string, now: number): BookEvent[]
  /**
   * Changes price and/or quantity of a resting or pending order. A price change or a quantity
   * increase loses time priority; a decrease keeps it. Quantity at or below filled → filled/done.
   */
  modify(id: string, change: { price?: number; qty?: number }, now: number): BookEvent[]
  /** Puts back a resting or pending order after a restart, without matching; keeps `seq` order. */
  restore(order: OrderState): void
  get(id: string): OrderState | undefined
  depth(levels: number): Depth
  bestBid(): number | null
  bestAsk(): number | null
  lastPrice(): number | null
  /** Resting and pending orders, for snapshots. */
  openOrders(): OrderState[]
}
