/**
 * Market REST handlers (public endpoints, no bearer): symbols, snapshots, candles (and older
 * ones), perpetual funding, search.
 */
import { CANDLES_DEFAULT_LIMIT, marketApi as api, symbolInfo } from '../../../protocol/index.ts'
import type { MarketPrice, PerpFunding, SymbolInfo, Timeframe } from '../../../protocol/index.ts'
import type { CachedValue, ColumnarCandles, EngineResult } from '../types.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import { networkFirst, tableCache } from '../store/cache.ts'
import type { EngineDb } from '../store/db.ts'
import { CANDLES_MSG, candleLimit, createCandleHistory } from './candle-history.ts'
import { toColumnar } from './columnar.ts'

export const MARKET_MSG = {
  marketData: 'Failed to fetch market data',
  candles: CANDLES_MSG,
  symbols: 'Failed to fetch symbols',
} as const

export function createMarketHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
) {
  const candleHistory = createCandleHistory(gateway, db, log)

  return {
    listSymbols: (): Promise<EngineResult<CachedValue<SymbolInfo[]>>> =>
      networkFirst({
        fetch: () => gateway.call(callOf(api.symbols, {}, MARKET_MSG.symbols)),
        ...tableCache(db, db.symbols, symbolInfo),
        log,
      }),

    getMarketData: (symbols: string[]): Promise<EngineResult<MarketPrice[]>> =>
      gateway.call(
        callOf(api.marketData, { query: { symbols: symbols.join(',') } }, MARKET_MSG.marketData),
      ),

    async getCandles(
      symbol: string,
      timeframe: Timeframe,
      limit = CANDLES_DEFAULT_LIMIT,
    ): Promise<EngineResult<CachedValue<ColumnarCandles>>> {
      const res = await candleHistory(symbol, timeframe, limit)
      if (!res.ok) return res
      const { value, fromCache } = res.value
      return { ok: true, value: { value: toColumnar(value), fromCache } }
    },

    /** Up to `limit` candles that start before `before` (ms), for scrolling a chart left. */
    async getOlderCandles(
      symbol: string,
      timeframe: Timeframe,
      before: number,
      limit = CANDLES_DEFAULT_LIMIT,
    ): Promise<EngineResult<ColumnarCandles>> {
      if (!Number.isFinite(before) || before < 0)
        return { ok: false, error: { status: 422, message: MARKET_MSG.candles } }
      const query = {
        symbol,
        timeframe,
        limit: String(candleLimit(limit)),
        before: String(Math.floor(before)),
      }
      const res = await gateway.call(callOf(api.candles, { query }, MARKET_MSG.candles))
      return res.ok ? { ok: true, value: toColumnar(res.value.candles) } : res
    },

    /** A perpetual's mark, index, funding rate and next funding time. */
    getFunding: (symbol: string): Promise<EngineResult<PerpFunding>> =>
      gateway.call(callOf(api.funding, { query: { symbol } }, MARKET_MSG.marketData)),

    async searchSymbols(q: string): Promise<SymbolInfo[]> {
      const query = q.trim()
      if (query === '') return []
      const res = await gateway.call(
        callOf(api.search, { query: { q: query } }, MARKET_MSG.symbols),
      )
      // SPEC §8: a failed search is an empty list, not an error.
      return res.ok ? res.value : []
    },
  }
}
