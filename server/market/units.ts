import { decimalsOf } from './rounding.ts'

/** Conversions between a symbol's prices and quantities and the books' integer ticks and lots. */
export interface SymbolUnits {
  tickSize: number
  lotSize: number
  /** Nearest whole tick. */
  toTicks(price: number): number
  /** Nearest whole lot. */
  toLots(quantity: number): number
  fromTicks(ticks: number): number
  fromLots(lots: number): number
}

export function symbolUnits(tickSize: number, lotSize: number): SymbolUnits {
  const priceDecimals = decimalsOf(tickSize)
  const qtyDecimals = decimalsOf(lotSize)
  return {
    tickSize,
    lotSize,
    toTicks: (price) => Math.round(price / tickSize),
    toLots: (quantity) => Math.round(quantity / lotSize),
    // toFixed strips the float noise of ticks × step (0.1 × 3 = 0.30000000000000004).
    fromTicks: (ticks) => Number((ticks * tickSize).toFixed(priceDecimals)),
    fromLots: (lots) => Number((lots * lotSize).toFixed(qtyDecimals)),
  }
}
