import type { SymbolInfo } from '../../protocol/index.ts'
import { symbolUnits } from '../market/units.ts'

const round = (n: number, decimals: number): number => Number(n.toFixed(decimals))

/** Money in the quote currency, kept to 8 decimals so float noise never accumulates. */
export const money = (n: number): number => round(n, 8)
export const cents = (n: number): number => round(n, 2)

/**
 * Integer steps of a value, or undefined when the value is off the grid. The tolerance grows with
 * the value, since a large count of small steps carries float error of its own (1e10 × 0.00001).
 */
export const stepsOf = (value: number, step: number): number | undefined => {
  const n = Math.round(value / step)
  const tolerance = Math.max(step * 1e-6, Math.abs(value) * 1e-12)
  return Number.isSafeInteger(n) && Math.abs(n * step - value) <= tolerance ? n : undefined
}

export interface Units {
  readonly symbol: SymbolInfo
  toTicks(price: number): number | undefined
  toLots(qty: number): number | undefined
  price(ticks: number): number
  qty(lots: number): number
}

/** The market's conversions, with strict parsing: a value off the grid is undefined, not rounded. */
export function unitsOf(info: SymbolInfo): Units {
  const grid = symbolUnits(info.tickSize, info.lotSize)
  return {
    symbol: info,
    toTicks: (p) => stepsOf(p, info.tickSize),
    toLots: (q) => stepsOf(q, info.lotSize),
    price: (t) => grid.fromTicks(t),
    qty: (l) => grid.fromLots(l),
  }
}

/** "12,345.67" */
export const usd = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A quantity as a trader writes it: no trailing zeros, thousands separated. */
export const qtyText = (n: number): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: 10 })

/** Asset quantities (holdings, positions), kept to 10 decimals. */
export const amount = (n: number): number => round(n, 10)
