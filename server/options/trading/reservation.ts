import type { OrderSide, OrderType } from '../../../protocol/index.ts'
import { MARKET_PROTECTION, TAKER_FEE_RATE } from '../../../protocol/trading-math.ts'
import type { Quotes, Reservation } from '../../trading/reservation.ts'
import { money } from '../../trading/units.ts'

export interface OptionReservationInput {
  side: OrderSide
  orderType: OrderType
  quantity: number
  /** The limit; null for a market order. */
  price: number | null
  /** Contracts of the trader's long this sell closes (they are held back, not paid for). */
  closing: number
  /** Margin per contract a short opened now would lock (shortOptionMargin). */
  marginPerContract: number
}

/** An option order's reservation: cash, the contracts of a long it closes, its protection. */
export interface OptionReservation extends Reservation {
  contracts: number
}

/**
 * What an option order holds back so every fill it can make is paid for. A buy: premium and the
 * taker fee at its limit (or a market order's protection price). A sell: the long contracts it
 * closes, and for the part that opens a short, the margin and the taker fee of that part. The
 * premium a sell will receive is not counted: it arrives only with the fill.
 */
export function optionReservationFor(
  o: OptionReservationInput,
  q: Quotes,
): OptionReservation | undefined {
  let unitPrice = o.price ?? 0
  let protection: number | null = null
  if (o.orderType === 'market') {
    const ref = o.side === 'buy' ? q.bestAsk : q.bestBid
    if (ref === null) return undefined
    protection = o.side === 'buy' ? ref * (1 + MARKET_PROTECTION) : ref * (1 - MARKET_PROTECTION)
    unitPrice = o.side === 'buy' ? protection : ref
  }
  if (o.side === 'buy') {
    const notional = o.quantity * unitPrice
    return { cash: money(notional * (1 + TAKER_FEE_RATE)), qty: 0, contracts: 0, protection }
  }
  const closing = Math.min(o.closing, o.quantity)
  const opening = Math.max(0, o.quantity - closing)
  // A sell may fill above its limit against a higher bid; its fee is reserved at the better bid.
  const feePrice = Math.max(unitPrice, q.bestBid ?? 0)
  const cash = opening * (o.marginPerContract + feePrice * TAKER_FEE_RATE)
  return { cash: money(cash), qty: 0, contracts: closing, protection }
}
