import {
  MAX_BACKTEST_BARS,
  TIMEFRAME_MS,
  WARMUP_BARS,
  type Candle,
  type Timeframe,
} from '../../../protocol/index.ts'
import { archiveStart, type HistorySource } from './archive.ts'

const YEAR_MS = 365 * 86_400_000

/** A backtest's bars, decided on the main thread and built where the run happens. */
export interface PlannedRange {
  symbol: string
  timeframe: Timeframe
  /** First and last bar that may trade (open times, inclusive). */
  from: number
  to: number
  /** First warm-up bar. */
  first: number
  /** Archive bars from `first` up to the anchor (exclusive). */
  archiveCount: number
  /** Closed bars of the running simulator from the anchor up to `to`, oldest first. */
  recent: Candle[]
}

/** A request the history cannot serve: the message says why, `field` which input it was. */
export class RangeError422 extends Error {
  constructor(
    readonly field: 'from' | 'to',
    message: string,
  ) {
    super(message)
    this.name = 'RangeError422'
  }
}

/**
 * The simulator's closed bars from the anchor on, as long as they follow each other: only bars
 * in memory count (its series are capped), never the bar still forming. A range past the anchor
 * is therefore reproducible only while the server runs; the archive before it always is.
 */
export function recentClosedBars(
  candles: readonly Candle[],
  anchor: number,
  frameMs: number,
  now: number,
): Candle[] {
  const out: Candle[] = []
  let expected = anchor
  for (const c of candles) {
    if (c.time < anchor) continue
    if (c.time !== expected || c.time + frameMs > now) break
    out.push(c)
    expected += frameMs
  }
  return out
}

export interface RangeInput {
  symbol: string
  timeframe: Timeframe
  from: number | undefined
  to: number | undefined
  now: number
  /** The simulator's closed bars since the anchor (recentClosedBars). */
  recent: Candle[]
}

/** Bars for [from, to] with WARMUP_BARS before `from`; default the last year up to now. */
export function planRange(source: HistorySource, input: RangeInput): PlannedRange {
  const frame = TIMEFRAME_MS[input.timeframe]
  const start = archiveStart(source, input.timeframe)
  const lastRecent = input.recent.at(-1)
  const newest = lastRecent ? lastRecent.time : source.anchor - frame
  const to = Math.min(Math.floor((input.to ?? newest) / frame) * frame, newest)
  const from = Math.ceil((input.from ?? to - YEAR_MS) / frame) * frame
  if (input.from !== undefined && from < start)
    throw new RangeError422(
      'from',
      `History of ${input.timeframe} bars starts at ${new Date(start).toISOString()}`,
    )
  const tradeFrom = Math.max(from, start)
  if (tradeFrom > to)
    throw new RangeError422(
      input.to === undefined ? 'from' : 'to',
      `No bars between from and to: history of ${input.timeframe} bars ends at ${new Date(newest).toISOString()}`,
    )
  const first = Math.max(start, tradeFrom - WARMUP_BARS * frame)
  const total = (to - first) / frame + 1
  if (total > MAX_BACKTEST_BARS)
    throw new RangeError422(
      'from',
      `The range covers ${total} bars with warm-up; at most ${MAX_BACKTEST_BARS} fit in one backtest`,
    )
  const archiveEnd = Math.min(source.anchor, to + frame)
  return {
    symbol: input.symbol,
    timeframe: input.timeframe,
    from: tradeFrom,
    to,
    first,
    archiveCount: Math.max(0, (archiveEnd - first) / frame),
    recent: input.recent.filter((c) => c.time >= first && c.time <= to),
  }
}
