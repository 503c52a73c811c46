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

export interface Account {
  portfolioId: string
  userId: string
  currency: string
  cash: number
  reserved: number
  holdings: Map<string, HoldingState>
  perps: Map<string, PerpState>
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
  const h = a.holdings.get(symbol)
  if (!h) {
    a.holdings.set(symbol, { id: newId(), qty, reserved: 0, avgPrice: price })
    return
  }
  const total = amount(h.qty + qty)
  h.avgPrice = total > 0 ? money((h.qty * h.avgPrice + qty * price) / total) : price
  h.qty = total
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
 * A perpetual fill: the fee is paid from cash; the part that reduces an opposite position
 * realizes P&L and frees its share of margin; the rest opens or grows the position with margin
 * notional / leverage taken into `reserved`. Returns the realized P&L (before fees).
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
  a.cash = money(a.cash - fee)
  const dir = side === 'buy' ? 1 : -1
  const p = a.perps.get(symbol) ?? {
    id: newId(),
    size: 0,
    entryPrice: price,
    margin: 0,
    leverage,
    realizedPnl: 0,
    fundingPaid: 0,
  }
  a.perps.set(symbol, p)
  let left = qty
  let realized = 0
  if (p.size !== 0 && Math.sign(p.size) !== dir) {
    const open = Math.abs(p.size)
    const closing = Math.min(left, open)
    realized = money((price - p.entryPrice) * closing * Math.sign(p.size))
    const freed = money((p.margin * closing) / open)
    p.margin = money(p.margin - freed)
    releaseCash(a, freed)
    a.cash = money(a.cash + realized)
    p.realizedPnl = money(p.realizedPnl + realized)
    p.size = amount(p.size + dir * closing)
    left = amount(left - closing)
    if (p.size === 0) p.margin = 0
  }
  if (left > 0) {
    const open = Math.abs(p.size)
    const margin = money((left * price) / leverage)
    p.entryPrice = open === 0 ? price : money((open * p.entryPrice + left * price) / (open + left))
    p.size = amount(p.size + dir * left)
    p.margin = money(p.margin + margin)
    p.leverage = leverage
    reserveCash(a, margin)
  }
  return realized
}
