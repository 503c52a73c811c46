import type { Candle } from '../../protocol/index.ts'
import type { Rng } from './rng.ts'
import { roundToStep } from './rounding.ts'
import type { SymbolSpec } from './symbols.ts'
import { logReturn } from './walk.ts'

const DAY_MS = 86_400_000
const SUB_STEPS = 6

/** Daily-volume noise: log-normal around 1. */
export const volumeNoise = (rng: Rng): number => Math.exp(0.5 * rng.normal() - 0.125)

/**
 * History for one timeframe, generated backward from the current price with the same walk the
 * live simulator uses, so the newest bar closes exactly where live ticks continue.
 * The newest bar is the current, partly elapsed bucket.
 */
export function backfillCandles(
  rng: Rng,
  spec: SymbolSpec,
  frameMs: number,
  count: number,
  now: number,
  price: number,
): Candle[] {
  const bars: Candle[] = []
  const current = Math.floor(now / frameMs) * frameMs
  let close = price
  for (let k = 0; k < count; k++) {
    const duration = k === 0 ? Math.max(now - current, 1) : frameMs
    let p = close
    let high = close
    let low = close
    for (let s = 0; s < SUB_STEPS; s++) {
      p = p / Math.exp(logReturn(rng, spec.volatility, duration / SUB_STEPS))
      if (p > high) high = p
      if (p < low) low = p
    }
    const volume = (((spec.dailyNotional / price) * duration) / DAY_MS) * volumeNoise(rng)
    bars.push({
      time: current - k * frameMs,
      open: roundToStep(p, spec.tickSize),
      high: roundToStep(high, spec.tickSize),
      low: roundToStep(low, spec.tickSize),
      close: roundToStep(close, spec.tickSize),
      volume: Number(volume.toPrecision(8)),
    })
    close = p
  }
  return bars.reverse()
}
