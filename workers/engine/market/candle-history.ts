/** Candle history of one symbol and timeframe: network first, the Dexie copy as fallback. */
import { z } from 'zod'
import {
  CANDLES_DEFAULT_LIMIT,
  CANDLES_MAX_LIMIT,
  candle,
  marketApi as api,
  timeframe as timeframeSchema,
} from '../../../protocol/index.ts'
import type { Candle, Timeframe } from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import { networkFirst } from '../store/cache.ts'
import type { EngineDb } from '../store/db.ts'
import type { CachedValue, EngineResult } from '../types.ts'

export const CANDLES_MSG = 'Failed to fetch candles'

const candlesRow = z.object({
  symbol: z.string(),
  timeframe: timeframeSchema,
  candles: z.array(candle),
})

/** A whole number of candles the server accepts. */
export const candleLimit = (limit: number): number =>
  Number.isFinite(limit)
    ? Math.max(1, Math.min(CANDLES_MAX_LIMIT, Math.floor(limit)))
    : CANDLES_DEFAULT_LIMIT

export type CandleHistory = (
  symbol: string,
  timeframe: Timeframe,
  limit?: number,
) => Promise<EngineResult<CachedValue<Candle[]>>>

export function createCandleHistory(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
): CandleHistory {
  return async (symbol, timeframe, limit = CANDLES_DEFAULT_LIMIT) => {
    const n = candleLimit(limit)
    const res = await networkFirst({
      fetch: () =>
        gateway.call(
          callOf(api.candles, { query: { symbol, timeframe, limit: String(n) } }, CANDLES_MSG),
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
    const { value, fromCache } = res.value
    return { ok: true, value: { value: value.candles.slice(-n), fromCache } }
  }
}
