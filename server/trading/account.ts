import { applyFill, type PositionState } from '../perps/position.ts'
import { applyOptionFill, type OptionPositionState } from '../options/trading/position.ts'
import { amount, money } from './units.ts'

/**
 * One portfolio's money and assets as the trading service holds them in memory. `cash` is the
 * total; `reserved` is the part held by open orders and by perpetual margin, so the available
 * amount is `cash - reserved`. Every change here is pure arithmetic; persistence is elsewhere.
 */
export interface HoldingState {
  id: string
  qty: number
  /** Held back by open sell orders. */
  reserved: number
  avgPrice: number
}

export interface PerpState {
  id: string
  /** Signed: positive long, negative short. */
  size: number
  entryPrice: number
  margin: number
  leverage: number
  realizedPnl: number
  fundingPaid: number
}

/** The perps module's view of a position: a side and a positive size. */
export const positionStateOf = (p: PerpState): PositionState => ({
  side: p.size >= 0 ? 'long' : 'short',
  size: Math.abs(p.size),
  entryPrice: p.entryPrice,
  margin: p.margin,
  leverage: p.leverage,
  realizedPnl: p.realizedPnl,
  fundingPaid: p.fundingPaid,
})

export interface Account {
  portfolioId: string
  userId: string
  currency: string
  cash: number
  reserved: number
  holdings: Map<string, HoldingState>
  perps: Map<string, PerpState>
  /** Option positions by contract; a short's margin is part of `reserved`. */
  options: Map<string, OptionPositionState>
  /** Set when the portfolio is deleted: whoever still holds the object must not trade on it. */
  closed?: true
}

export const availableCash = (a: Account): number => money(a.cash - a.reserved)

export const availableQty = (a: Account, symbol: string): number => {
  const h = a.holdings.get(symbol)
  return h ? amount(h.qty - h.reserved) : 0
}

export function reserveCash(a: Account, value: number): void {
  a.reserved = money(a.reserved + value)
}

/** Never below zero: a rounding crumb must not leave cash reserved by nothing. */
export function releaseCash(a: Account, value: number): void {
  a.reserved = Math.max(0, money(a.reserved - value))
}

export function reserveQty(a: Account, symbol: string, qty: number): void {
  const h = a.holdings.get(symbol)
  if (!h) throw new Error(`no holding of ${symbol} to reserve`)
  h.reserved = amount(h.reserved + qty)
}

export function releaseQty(a: Account, symbol: string, qty: number): void {
  const h = a.holdings.get(symbol)
  if (h) h.reserved = Math.max(0, amount(h.reserved - qty))
}

/** A spot buy: cash pays notional and fee, the holding grows at a quantity-weighted average. */
export function applySpotBuy(
  a: Account,
  symbol: string,
  qty: number,
  price: number,
  fee: number,
  newId: () => string,
): void {
  a.cash = money(a.cash - qty * price - fee)
  addToHolding(a, symbol, qty, price, newId)
}

/** Grows (or starts) a holding at a quantity-weighted average price; cash is the caller's. */
export function addToHolding(
  a: Account,
  symbol: string,
  qty: number,
  price: number,
  newId: () => string,
): HoldingState {
  const h = a.holdings.get(symbol)
  if (!h) {
    const created = { id: newId(), qty, reserved: 0, avgPrice: price }
    a.holdings.set(symbol, created)
    return created
  }
  const total = amount(h.qty + qty)
  h.avgPrice = total > 0 ? money((h.qty * h.avgPrice + qty * price) / total) : price
  h.qty = total
  return h
}

/**
 * A spot sell out of reserved quantity: cash receives notional minus fee. Returns the realized
 * P&L against the average price, before fees (the fee is reported beside it on the trade).
 */
export function applySpotSell(
  a: Account,
  symbol: string,
  qty: number,
  price: number,
  fee: number,
): number {
  const h = a.holdings.get(symbol)
  if (!h) throw new Error(`spot sell of ${symbol} without a holding`)
  h.qty = amount(h.qty - qty)
  h.reserved = Math.max(0, amount(h.reserved - qty))
  a.cash = money(a.cash + qty * price - fee)
  return money((price - h.avgPrice) * qty)
}

/**
 * A perpetual fill, by server/perps' `applyFill` (grow at a weighted entry, reduce pro rata, flip
 * into a fresh position): the fee is paid from cash, realized P&L lands in cash, and `reserved`
 * follows the position's margin. A position that closes leaves the map, so the next one on the
 * symbol is a new position with its own id. Returns the realized P&L (before fees).
 */
export function applyPerpFill(
  a: Account,
  symbol: string,
  side: 'buy' | 'sell',
  qty: number,
  price: number,
  fee: number,
  leverage: number,
  newId: () => string,
): number {
  const p = a.perps.get(symbol)
  const before = p && p.size !== 0 ? positionStateOf(p) : null
  const r = applyFill(before, { side, qty, price, leverage })
  const realized = money(r.realizedPnl)
  a.cash = money(a.cash - fee + realized)
  const margin = r.position ? money(r.position.margin) : 0
  const delta = money(margin - (before?.margin ?? 0))
  if (delta >= 0) reserveCash(a, delta)
  else releaseCash(a, -delta)
  if (!r.position) {
    a.perps.delete(symbol)
    return realized
  }
  const flipped = before !== null && r.position.side !== before.side
  a.perps.set(symbol, {
    id: p && !flipped ? p.id : newId(),
    size: amount((r.position.side === 'long' ? 1 : -1) * r.position.size),
    entryPrice: money(r.position.entryPrice),
    margin,
    leverage: r.position.leverage,
    realizedPnl: money(r.position.realizedPnl),
    fundingPaid: r.position.fundingPaid,
  })
  return realized
}

/**
 * An option fill (options/trading/position.ts): premium and fee move cash, a short's margin moves
 * in and out of `reserved`, and a sell that closes a long uses up the contracts its order held
 * back (`closing`, taken from the position's `reserved`). A position that closes leaves the map;
 * one that crosses zero gets a new id. Returns the realized P&L (before fees).
 */
export function applyOptionFillTo(
  a: Account,
  symbol: string,
  fill: {
    side: 'buy' | 'sell'
    qty: number
    price: number
    fee: number
    marginPerContract: number
    closing: number
  },
  newId: () => string,
): number {
  const p = a.options.get(symbol)
  const r = applyOptionFill(p ?? null, fill)
  a.cash = money(a.cash + r.cashDelta)
  if (r.marginDelta >= 0) reserveCash(a, r.marginDelta)
  else releaseCash(a, -r.marginDelta)
  if (!r.position) {
    a.options.delete(symbol)
    return r.realizedPnl
  }
  const reserved = p && !r.flipped ? Math.max(0, amount(p.reserved - fill.closing)) : 0
  a.options.set(symbol, {
    ...r.position,
    id: p && !r.flipped ? p.id : newId(),
    reserved: r.position.size > 0 ? Math.min(reserved, r.position.size) : 0,
  })
  return r.realizedPnl
}

/** Holds back contracts of a long for a sell order that closes them. */
export function reserveContracts(a: Account, symbol: string, qty: number): void {
  const p = a.options.get(symbol)
  if (!p) throw new Error(`no option position in ${symbol} to reserve`)
  p.reserved = amount(p.reserved + qty)
}

export function releaseContracts(a: Account, symbol: string, qty: number): void {
  const p = a.options.get(symbol)
  if (p) p.reserved = Math.max(0, amount(p.reserved - qty))
}
