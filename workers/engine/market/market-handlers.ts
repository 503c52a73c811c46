/** Market REST handlers (public endpoints, no bearer): symbols, snapshots, candles, search. */
import { z } from 'zod'
import {
  CANDLES_DEFAULT_LIMIT,
  CANDLES_MAX_LIMIT,
  candle,
  candlesResponse,
  marketPrice,
  symbolInfo,
  timeframe as timeframeSchema,
} from '../../../protocol/index.ts'
import type { EngineApi } from '../api.ts'
import type { Gateway } from '../http/gateway.ts'
import { networkFirst, tableCache } from '../store/cache.ts'
import type { EngineDb } from '../store/db.ts'
import { toColumnar } from './columnar.ts'

export const MARKET_MSG = {
  marketData: 'Failed to fetch market data',
  candles: 'Failed to fetch candles',
  symbols: 'Failed to fetch symbols',
} as const

/** "List by symbol": an array, or an object keyed by symbol; both are accepted. */
const marketDataResponse = z.union([
  z.array(marketPrice),
  z.record(z.string(), marketPrice).transform((r) => Object.values(r)),
])
const searchResponse = z.union([
  z.array(symbolInfo),
  z.object({ results: z.array(symbolInfo) }).transform((r) => r.results),
])
const candlesRow = z.object({
  symbol: z.string(),
  timeframe: timeframeSchema,
  candles: z.array(candle),
})

export type MarketHandlers = Pick<
  EngineApi,
  'listSymbols' | 'getMarketData' | 'getCandles' | 'searchSymbols'
>

export function createMarketHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
): MarketHandlers {
  return {
    listSymbols: () =>
      networkFirst({
        fetch: () =>
          gateway.call({
            method: 'GET',
            path: '/market/symbols',
            schema: z.array(symbolInfo),
            fallback: MARKET_MSG.symbols,
            auth: false,
          }),
        ...tableCache(db, db.symbols, symbolInfo),
        log,
      }),

    getMarketData: (symbols) =>
      gateway.call({
        method: 'GET',
        path: '/market/data',
        query: { symbols: symbols.join(',') },
        schema: marketDataResponse,
        fallback: MARKET_MSG.marketData,
        auth: false,
      }),

    async getCandles(symbol, timeframe, limit = CANDLES_DEFAULT_LIMIT) {
      const n = Math.max(1, Math.min(CANDLES_MAX_LIMIT, Math.floor(limit)))
      const res = await networkFirst({
        fetch: () =>
          gateway.call({
            method: 'GET',
            path: '/market/candles',
            query: { symbol, timeframe, limit: String(n) },
            schema: candlesResponse,
            fallback: MARKET_MSG.candles,
            auth: false,
          }),
        save: async (r) => {
          await db.candles.put({ symbol, timeframe, candles: r.candles, savedAt: Date.now() })
        },
        load: async () => {
          const row = candlesRow.safeParse(await db.candles.get([symbol, timeframe]))
          return row.success ? { symbol, timeframe, candles: row.data.candles } : null
        },
        log,
      })
      if (!res.ok) return res
      const candles = res.value.value.candles.slice(-n)
      return { ok: true, value: { value: toColumnar(candles), fromCache: res.value.fromCache } }
    },

    async searchSymbols(q) {
      const query = q.trim()
      if (query === '') return []
      const res = await gateway.call({
        method: 'GET',
        path: '/market/search',
        query: { q: query },
        schema: searchResponse,
        fallback: MARKET_MSG.symbols,
        auth: false,
      })
      // SPEC §8: a failed search is an empty list, not an error.
      return res.ok ? res.value : []
    },
  }
}
