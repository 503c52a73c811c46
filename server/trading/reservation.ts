import type { MarketKind, OrderSide, OrderType } from '../../protocol/index.ts'
import { MARKET_PROTECTION, TAKER_FEE_RATE } from '../../protocol/trading-math.ts'
import { money } from './units.ts'

/** Best prices at entry, in real units; null when the book has none. */
export interface Quotes {
  bestBid: number | null
  bestAsk: number | null
  last: number | null
}

export interface ReservationInput {
  market: MarketKind
  side: OrderSide
  orderType: OrderType
  quantity: number
  price: number | null
  stopPrice: number | null
  leverage: number
  reduceOnly: boolean
}

export interface Reservation {
  /** Quote cash to hold back. */
  cash: number
  /** Asset quantity to hold back (spot sells). */
  qty: number
  /** The worst price a market(-once-triggered) order may fill at; null for limit orders. */
  protection: number | null
}

/**
 * What an order must hold back so that every fill it can make is already paid for. The price per
 * unit is the worst the order can fill at: its limit, or for market orders the protection band
 * around the best opposite price (or last); fees are reserved at the taker rate, the higher one.
 * Perpetual sells may fill above their limit against a higher bid, so their margin is reserved at
 * the higher of the two.
 */
export function reservationFor(o: ReservationInput, q: Quotes): Reservation | undefined {
  const isMarketLike =
    o.orderType === 'market' || o.orderType === 'stop' || o.orderType === 'take_profit'
  let unitPrice: number
  let protection: number | null = null
  if (o.orderType === 'market') {
    const ref = o.side === 'buy' ? (q.bestAsk ?? q.last) : (q.bestBid ?? q.last)
    if (ref === null) return undefined
    protection = o.side === 'buy' ? ref * (1 + MARKET_PROTECTION) : ref * (1 - MARKET_PROTECTION)
    unitPrice = o.side === 'buy' ? protection : ref
  } else if (isMarketLike) {
    const stop = o.stopPrice ?? 0
    protection = o.side === 'buy' ? stop * (1 + MARKET_PROTECTION) : stop * (1 - MARKET_PROTECTION)
    unitPrice = o.side === 'buy' ? protection : stop
  } else {
    unitPrice = o.price ?? 0
    if (o.market === 'perp' && o.side === 'sell' && q.bestBid !== null)
      unitPrice = Math.max(unitPrice, q.bestBid)
  }
  const notional = o.quantity * unitPrice
  const fee = notional * TAKER_FEE_RATE
  if (o.market === 'spot')
    return o.side === 'buy'
      ? { cash: money(notional + fee), qty: 0, protection }
      : { cash: 0, qty: o.quantity, protection }
  const margin = o.reduceOnly ? 0 : notional / o.leverage
  return { cash: money(margin + fee), qty: 0, protection }
}
