import { TIMEFRAME_MS, type Timeframe } from '../../../protocol/index.ts'
import type { MarketFeed } from '../../market/feed.ts'
import type { HistorySource } from './archive.ts'
import { planRange, recentClosedBars, type PlannedRange } from './range.ts'

/** Bars the simulator keeps per series at most (its maxBars); all of them are read. */
const SIMULATOR_BARS = 10_000

/** The backtest history as the routes see it: where it comes from, and what a range needs. */
export interface StrategyHistory {
  readonly source: HistorySource
  /** The bars a backtest of [from, to] reads; throws RangeError422 when there are none. */
  plan(symbol: string, timeframe: Timeframe, from?: number, to?: number): PlannedRange
}

export function createStrategyHistory(
  source: HistorySource,
  market: Pick<MarketFeed, 'candles'>,
  now: () => number = Date.now,
): StrategyHistory {
  return {
    source,
    plan(symbol, timeframe, from, to) {
      const at = now()
      const live = market.candles(symbol, timeframe, SIMULATOR_BARS) ?? []
      const recent = recentClosedBars(live, source.anchor, TIMEFRAME_MS[timeframe], at)
      return planRange(source, { symbol, timeframe, from, to, now: at, recent })
    },
  }
}
