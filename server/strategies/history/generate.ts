import type { Bars } from '../../../protocol/strategies/engine-types.ts'
import { backfillCandles, SUB_STEPS } from '../../market/backfill.ts'
import { MarketFactors } from '../../market/factors.ts'
import { createRng } from '../../market/rng.ts'
import type { SymbolSpec } from '../../market/symbols.ts'
import type { HistorySource } from './archive.ts'

/** FNV-1a over the series' name, mixed into the seed: one random stream per series. */
function seriesSeed(seed: number, symbol: string, frameMs: number): number {
  let h = 0x811c9dc5 ^ seed
  for (const ch of `${symbol}:${frameMs}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h >>> 0
}

/** Candles as columns with room for `count` bars. */
export const emptyBars = (count: number, frameMs: number): Bars => ({
  time: new Float64Array(count),
  open: new Float64Array(count),
  high: new Float64Array(count),
  low: new Float64Array(count),
  close: new Float64Array(count),
  volume: new Float64Array(count),
  frameMs,
})

/**
 * The archive's newest `count` bars of one series before the anchor, oldest first: the
 * simulator's own backfill (its walk, its volumes, the market factors that make symbols co-move)
 * run from the anchor at the catalogue start price. Each series has its own random stream and
 * the streams are read newest first, so the newest bars are the same however deep one asks.
 */
export function generateArchive(
  source: HistorySource,
  spec: SymbolSpec,
  frameMs: number,
  count: number,
): Bars {
  const factors = new MarketFactors(source.seed)
  // One bar more: backfill's newest bar is the current bucket, which at a bucket edge is a
  // 1 ms stub at the anchor itself; it is dropped, and the closed bars before it are kept.
  const shocks = factors.commonShocks(spec, frameMs, (count + 1) * SUB_STEPS)
  const rng = createRng(seriesSeed(source.seed, spec.symbol, frameMs))
  const candles = backfillCandles(
    rng,
    spec,
    frameMs,
    count + 1,
    source.anchor,
    spec.startPrice,
    shocks,
  )
  const bars = emptyBars(count, frameMs)
  for (let i = 0; i < count; i++) {
    const c = candles[i]
    if (!c) break
    bars.time[i] = c.time
    bars.open[i] = c.open
    bars.high[i] = c.high
    bars.low[i] = c.low
    bars.close[i] = c.close
    bars.volume[i] = c.volume
  }
  return bars
}
