/**
 * Where the option makers quote: around the model's mark, half a spread on each side that widens
 * with vega and with time to expiry (0.5 + √T volatility points of vega), never under one tick or
 * 2 % of the mark, LEVELS levels a side half a spread apart. Bids below one tick are left out.
 */
import type { SymbolUnits } from '../market/units.ts'
import type { OptionValuation } from './types.ts'

export const LEVELS = 3
const BASE_VOL_POINTS = 0.5
const VOL_POINTS_PER_SQRT_YEAR = 1
const MIN_HALF_SPREAD_SHARE = 0.02

export interface QuoteLadder {
  /** Ticks, best first; may be empty (a bid under one tick). */
  bids: number[]
  asks: number[]
  /** Half the spread in price, the hysteresis of requotes is measured in it. */
  half: number
}

export function halfSpread(value: OptionValuation, tickSize: number): number {
  const volPoints = BASE_VOL_POINTS + VOL_POINTS_PER_SQRT_YEAR * Math.sqrt(value.T)
  return Math.max(
    (value.greeks.vega * volPoints) / 100,
    MIN_HALF_SPREAD_SHARE * value.markPrice,
    tickSize,
  )
}

export function quoteLadder(value: OptionValuation, units: SymbolUnits): QuoteLadder {
  const half = halfSpread(value, units.tickSize)
  const step = Math.max(1, Math.round(half / 2 / units.tickSize))
  const bestBid = Math.floor((value.markPrice - half) / units.tickSize + 1e-9)
  const bestAsk = Math.max(
    Math.ceil((value.markPrice + half) / units.tickSize - 1e-9),
    Math.max(bestBid, 0) + 1,
  )
  const bids: number[] = []
  const asks: number[] = []
  for (let i = 0; i < LEVELS; i++) {
    if (bestBid - i * step >= 1) bids.push(bestBid - i * step)
    asks.push(bestAsk + i * step)
  }
  return { bids, asks, half }
}
