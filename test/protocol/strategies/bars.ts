import { createRng } from '../../../protocol/stats/rng.ts'
import type { Bars, FillModel } from '../../../protocol/strategies/index.ts'

export const HOUR = 3_600_000
export const DAY = 86_400_000
/** 2024-01-01T00:00:00Z, a Monday. */
export const START = Date.UTC(2024, 0, 1)

/** Bars whose open, high, low and close are all the given close (hand-made signal series). */
export function flatBars(
  closes: readonly number[],
  options: {
    frameMs?: number
    start?: number
    funding?: readonly number[]
    highs?: readonly number[]
    lows?: readonly number[]
  } = {},
): Bars {
  const frameMs = options.frameMs ?? HOUR
  const start = options.start ?? START
  const n = closes.length
  const bars: Bars = {
    time: Float64Array.from({ length: n }, (_, i) => start + i * frameMs),
    open: Float64Array.from(closes),
    high: Float64Array.from(options.highs ?? closes),
    low: Float64Array.from(options.lows ?? closes),
    close: Float64Array.from(closes),
    volume: new Float64Array(n).fill(1),
    frameMs,
  }
  if (options.funding) bars.funding = Float64Array.from(options.funding)
  return bars
}

/** A seeded random walk with a little drift and regime changes, OHLC consistent. */
export function walkBars(
  n: number,
  seed: number,
  frameMs = HOUR,
  start = START,
  price = 100,
): Bars {
  const rng = createRng(seed)
  const bars: Bars = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    funding: new Float64Array(n),
    frameMs,
  }
  let p = price
  for (let i = 0; i < n; i++) {
    const open = p
    const drift = Math.sin(i / 150) * 0.002
    p = Math.max(1, p * (1 + drift + (rng.next() - 0.5) * 0.02))
    bars.time[i] = start + i * frameMs
    bars.open[i] = open
    bars.close[i] = p
    bars.high[i] = Math.max(open, p) * (1 + rng.next() * 0.005)
    bars.low[i] = Math.min(open, p) * (1 - rng.next() * 0.005)
    bars.volume[i] = 100 + rng.next() * 50
    if (bars.funding) bars.funding[i] = 0.0001 * Math.sin(i / 40)
  }
  return bars
}

/**
 * A fill model simple enough to check by hand: the best quote is one tick (0.01) from the close,
 * every level deep enough for any test order, 0.1 % taker fee, lots of 0.001.
 */
export const HAND_FILL: FillModel = {
  tickSize: 0.01,
  lotSize: 0.001,
  takerFeeRate: 0.001,
  halfSpreadFraction: 0,
  dailyNotional: 1e12,
  levels: 22,
}

/** BTC-USD as the catalogue has it (server/market/symbols.ts) with the maker's 22 levels. */
export const BTC_FILL: FillModel = {
  tickSize: 0.01,
  lotSize: 0.00001,
  takerFeeRate: 0.0005,
  halfSpreadFraction: 0.0001,
  dailyNotional: 25_000e6,
  levels: 22,
}
