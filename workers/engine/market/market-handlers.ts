/** Market REST handlers (public endpoints, no bearer): symbols, snapshots, candles, search. */
import { z } from 'zod'
import {
  CANDLES_DEFAULT_LIMIT,
  CANDLES_MAX_LIMIT,
  candle,
  marketApi as api,
  symbolInfo,
  timeframe as timeframeSchema,
} from '../../../protocol/index.ts'
import type { MarketPrice, SymbolInfo, Timeframe } from '../../../protocol/index.ts'
import type { CachedValue, ColumnarCandles, EngineResult } from '../types.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import { networkFirst, tableCache } from '../store/cache.ts'
import type { EngineDb } from '../store/db.ts'
import { toColumnar } from './columnar.ts'

export const MARKET_MSG = {
  marketData: 'Failed to fetch market data',
  candles: 'Failed to fetch candles',
  symbols: 'Failed to fetch symbols',
} as const

const candlesRow = z.object({
  symbol: z.string(),
  timeframe: timeframeSchema,
  candles: z.array(candle),
})

export function createMarketHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
) {
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
      const n = Math.max(1, Math.min(CANDLES_MAX_LIMIT, Math.floor(limit)))
      const res = await networkFirst({
        fetch: () =>
          gateway.call(
            callOf(
              api.candles,
              { query: { symbol, timeframe, limit: String(n) } },
              MARKET_MSG.candles,
            ),
          ),
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
