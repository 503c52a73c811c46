import type { Candle } from '../../protocol/index.ts'

const DAY_MS = 86_400_000

export interface Window24h {
  /** Bucket of the current 1m bar when the window was computed. */
  bucket: number
  /** Reference price 24h ago. */
  open: number
  high: number
  low: number
  volume: number
}

/**
 * Aggregates over the completed 1m bars of the last 24 h (the current bar is added by the
 * caller on every tick); recomputed only when the minute rolls over.
 */
export function window24h(bars: readonly Candle[], currentBucket: number): Window24h {
  const from = currentBucket - DAY_MS
  let open: number | undefined
  let high = -Infinity
  let low = Infinity
  let volume = 0
  for (const bar of bars) {
    if (bar.time < from || bar.time >= currentBucket) continue
    open ??= bar.open
    if (bar.high > high) high = bar.high
    if (bar.low < low) low = bar.low
    volume += bar.volume
  }
  const first = bars[0]
  return { bucket: currentBucket, open: open ?? first?.open ?? 0, high, low, volume }
}
