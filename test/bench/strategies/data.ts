import { createRng } from '../../../protocol/stats/rng.ts'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import type { Bars, FillModel } from '../../../protocol/strategies/index.ts'

/** One candle as a straightforward implementation would keep it. */
export interface BarObject {
  time: number
  open: number
  high: number
  low: number
  close: number
}

/**
 * A seeded random walk with slow swings in its drift (so a crossover trades), as columns and as
 * objects holding the same numbers.
 */
export function seededBars(
  n: number,
  frameMs: number,
  seed: number,
  vol: number,
): { bars: Bars; objects: BarObject[] } {
  const rng = createRng(seed)
  const bars: Bars = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    frameMs,
  }
  const objects: BarObject[] = []
  const start = Date.UTC(2016, 0, 1)
  let price = 60_000
  for (let i = 0; i < n; i++) {
    const open = price
    const drift = vol * 0.15 * Math.sin(i / 400)
    price = Math.max(100, Math.round(price * (1 + drift + vol * (rng.next() * 2 - 1)) * 100) / 100)
    const high = Math.max(open, price) * (1 + vol * rng.next() * 0.3)
    const low = Math.min(open, price) * (1 - vol * rng.next() * 0.3)
    bars.time[i] = start + i * frameMs
    bars.open[i] = open
    bars.high[i] = high
    bars.low[i] = low
    bars.close[i] = price
    bars.volume[i] = 1
    objects.push({ time: start + i * frameMs, open, high, low, close: price })
  }
  return { bars, objects }
}

/** BTC-USD as the catalogue has it, with the maker's 22 levels (server/market/symbols.ts). */
export const BENCH_FILL: FillModel = {
  tickSize: 0.01,
  lotSize: 0.00001,
  takerFeeRate: 0.0005,
  halfSpreadFraction: 0.0001,
  dailyNotional: 25_000e6,
  levels: 22,
}

/** The MA crossover both implementations run: all in on a golden cross, out on a death cross. */
export function crossoverConfig(fast: number, slow: number, stopLossPct: number): StrategyConfig {
  return {
    version: 1,
    symbol: 'BTC-USD',
    timeframe: '1m',
    market: 'spot',
    indicators: [
      { id: 'fast', kind: 'sma', period: { param: 'fast' } },
      { id: 'slow', kind: 'sma', period: { param: 'slow' } },
    ],
    rules: [
      {
        id: 'golden_cross',
        when: {
          all: [{ left: { indicator: 'fast' }, op: 'crosses_above', right: { indicator: 'slow' } }],
        },
        action: 'enter_long',
        size: { mode: 'equity_fraction', value: 0.95 },
      },
      {
        id: 'death_cross',
        when: {
          all: [{ left: { indicator: 'fast' }, op: 'crosses_below', right: { indicator: 'slow' } }],
        },
        action: 'exit',
      },
    ],
    risk: { stopLossPct },
    parameters: {
      fast: { value: fast, min: 5, max: 54, step: 1 },
      slow: { value: slow, min: 60, max: 159, step: 1 },
    },
  }
}
