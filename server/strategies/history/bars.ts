import { TIMEFRAME_MS } from '../../../protocol/index.ts'
import type { Bars } from '../../../protocol/strategies/engine-types.ts'
import { fundingRate } from '../../perps/funding-rate.ts'
import type { SymbolSpec } from '../../market/symbols.ts'
import type { HistorySource } from './archive.ts'
import { emptyBars, generateArchive } from './generate.ts'
import type { PlannedRange } from './range.ts'

/**
 * The archive bars a worker made last, kept for the next run on the same series: reruns and
 * optimisations of one strategy read the same bars again. Newer-first generation means a deeper
 * series holds every shallower one at its end.
 */
let cached: { key: string; bars: Bars } | undefined

function archiveBars(source: HistorySource, spec: SymbolSpec, frameMs: number, count: number) {
  const key = `${source.seed}:${source.anchor}:${spec.symbol}:${frameMs}`
  if (!cached || cached.key !== key || cached.bars.time.length < count)
    cached = { key, bars: generateArchive(source, spec, frameMs, count) }
  return cached.bars
}

/**
 * The perpetual's funding rate per 8 h at each close: the exchange's formula with the history's
 * premium at zero (the archive has an index but no book), which leaves the interest rate.
 */
const HISTORY_FUNDING = fundingRate({ markPrice: 1, indexPrice: 1 })

/** A planned range's bars as columns, and the index of the first bar that may trade. */
export function barsForRange(
  source: HistorySource,
  spec: SymbolSpec,
  plan: PlannedRange,
  perp: boolean,
): { bars: Bars; startIndex: number } {
  const frameMs = TIMEFRAME_MS[plan.timeframe]
  const total = (plan.to - plan.first) / frameMs + 1
  const bars = emptyBars(total, frameMs)
  let n = 0
  if (plan.archiveCount > 0) {
    const depth = (source.anchor - plan.first) / frameMs
    const archive = archiveBars(source, spec, frameMs, depth)
    const offset = archive.time.length - depth
    for (const column of ['time', 'open', 'high', 'low', 'close', 'volume'] as const)
      bars[column].set(archive[column].subarray(offset, offset + plan.archiveCount), 0)
    n = plan.archiveCount
  }
  for (const c of plan.recent) {
    if (n >= total) break
    bars.time[n] = c.time
    bars.open[n] = c.open
    bars.high[n] = c.high
    bars.low[n] = c.low
    bars.close[n] = c.close
    bars.volume[n] = c.volume
    n++
  }
  if (n !== total) throw new Error(`history gave ${n} bars of the ${total} planned`)
  if (perp) bars.funding = new Float64Array(total).fill(HISTORY_FUNDING)
  return { bars, startIndex: (plan.from - plan.first) / frameMs }
}
