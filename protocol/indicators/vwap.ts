import { nullSeries, type Series } from './series.ts'

/**
 * Volume-weighted average price: the running sum of typical price ((high + low + close) / 3) ×
 * volume over the running sum of volume. `sessionOf(i)` names the session candle i belongs to;
 * the sums start again whenever it changes (e.g. the UTC day for an intraday chart). Without it
 * the VWAP runs over the whole input. Until a session has traded any volume there is no VWAP.
 */
export function vwap(
  highs: readonly number[],
  lows: readonly number[],
  closes: readonly number[],
  volumes: readonly number[],
  sessionOf?: (index: number) => number | string,
): Series {
  const out = nullSeries(closes.length)
  let priceVolume = 0
  let volume = 0
  let session: number | string | undefined
  for (let i = 0; i < closes.length; i++) {
    if (sessionOf) {
      const current = sessionOf(i)
      if (i > 0 && current !== session) {
        priceVolume = 0
        volume = 0
      }
      session = current
    }
    const v = volumes[i] ?? 0
    const typical = ((highs[i] ?? 0) + (lows[i] ?? 0) + (closes[i] ?? 0)) / 3
    priceVolume += typical * v
    volume += v
    if (volume > 0) out[i] = priceVolume / volume
  }
  return out
}
