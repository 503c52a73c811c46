/**
 * The equity curve of a portfolio by timeframe: network first, with the last answer of each
 * (portfolio, timeframe) kept in IndexedDB so /portfolio still draws it offline, marked with its
 * age. The kv keys carry the trading prefix, so signing out clears them with the rest.
 */
import {
  performance as performanceSchema,
  tradingApi,
  type Performance,
  type PerformanceTimeframe,
} from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import { networkFirst } from '../store/cache.ts'
import type { EngineDb } from '../store/db.ts'
import { readKv, writeKv } from '../store/rows.ts'
import { TRADING_KV_PREFIX } from '../store/user-data.ts'
import type { CachedValue, EngineResult } from '../types.ts'

/** SPEC §8: "Failed to fetch" followed by the noun, word for word. */
export const PERFORMANCE_MSG = 'Failed to fetch performance'

export const performanceKey = (portfolioId: string, timeframe: PerformanceTimeframe): string =>
  `${TRADING_KV_PREFIX}performance.${portfolioId}.${timeframe}`

export function createPerformanceCall(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
  now: () => number,
) {
  return (
    portfolioId: string,
    timeframe: PerformanceTimeframe,
  ): Promise<EngineResult<CachedValue<Performance>>> => {
    const key = performanceKey(portfolioId, timeframe)
    return networkFirst({
      fetch: () =>
        gateway.call(
          callOf(
            tradingApi.portfolioPerformance,
            { id: portfolioId, query: { timeframe } },
            PERFORMANCE_MSG,
          ),
        ),
      save: (value) => writeKv(db, key, value),
      load: () => readKv(db, key, performanceSchema),
      log,
      stamp: { db, key: `${TRADING_KV_PREFIX}saved.performance.${portfolioId}.${timeframe}`, now },
    })
  }
}
