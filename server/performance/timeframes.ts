import { PERFORMANCE_DEFAULT_TIMEFRAME } from '../../protocol/trading-api.ts'
import type { PerformanceTimeframe } from '../../protocol/trading.ts'

const DAY_MS = 86_400_000

/** How far back each timeframe reaches; ALL has no lower bound. */
export const TIMEFRAME_MS: Record<PerformanceTimeframe, number | null> = {
  '1D': DAY_MS,
  '1W': 7 * DAY_MS,
  '1M': 30 * DAY_MS,
  '3M': 90 * DAY_MS,
  '1Y': 365 * DAY_MS,
  ALL: null,
}

export const DEFAULT_TIMEFRAME: PerformanceTimeframe = PERFORMANCE_DEFAULT_TIMEFRAME

/** Start of the window in epoch ms, or null for ALL. */
export const windowStart = (timeframe: PerformanceTimeframe, now: number): number | null => {
  const span = TIMEFRAME_MS[timeframe]
  return span === null ? null : now - span
}
