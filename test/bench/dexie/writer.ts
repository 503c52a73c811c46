/**
 * The bench's SharedWorker, where the engine keeps its Dexie database: each call opens a fresh
 * database with the engine's own schema (openDb), makes its rows and checks them against the
 * protocol (not timed), times the writes through the engine's code, checks what was stored and
 * deletes the database. Reached from the page over Comlink; see dexie-writes.bench.ts.
 */
import { expose } from 'comlink'
import {
  CANDLES_DEFAULT_LIMIT,
  candle,
  order,
  portfolio,
  type Candle,
} from '../../../protocol/index.ts'
import type { Gateway } from '../../../workers/engine/http/gateway.ts'
import { createCandleHistory } from '../../../workers/engine/market/candle-history.ts'
import { saveList } from '../../../workers/engine/orders/persist.ts'
import { tableCache } from '../../../workers/engine/store/cache.ts'
import type { EngineResult } from '../../../workers/engine/types.ts'
import {
  checked,
  expectCount,
  portfolioIds,
  savedOrders,
  timed,
  withDb,
  type WriteFigures,
} from './harness.ts'
import { probes } from './probes.ts'
import { candleRows, orderRows, portfolioRows } from './rows.ts'

/** A gateway answering every call with `value`, so only the cache's write is the cost. */
const answering = (value: unknown): Gateway => ({
  call: <T>() => Promise.resolve({ ok: true, value: value as T } as EngineResult<T>),
  send: () => Promise.resolve({ kind: 'network', message: 'not used' }),
})

const writer = {
  version: (): string => navigator.userAgent,

  /**
   * The engine's saveList of `perPortfolio` orders for each portfolio: the first write (nothing
   * to delete), then a newer snapshot replacing every portfolio's rows.
   */
  async saveLists(portfolios: number, perPortfolio: number) {
    return withDb(async (db) => {
      const total = portfolios * perPortfolio
      const pass = async (n: number): Promise<WriteFigures> => {
        const lists = portfolioIds(portfolios).map(
          (pid) => [pid, checked(order, orderRows(pid, perPortfolio, n))] as const,
        )
        const ms = await timed(async () => {
          for (const [pid, list] of lists) await saveList(db, 'orders', pid, list, n)
        })
        await expectCount('saveList', savedOrders(db, portfolioIds(portfolios)), total)
        return { rows: total, transactions: portfolios, ms }
      }
      return { insert: await pass(0), replace: await pass(1) }
    })
  },

  /** What a writer without batching does: one transaction per row, each awaited. */
  async putEach(count: number): Promise<WriteFigures> {
    return withDb(async (db) => {
      const rows = checked(order, orderRows('bench-portfolio-single', count))
      const ms = await timed(async () => {
        for (const r of rows) await db.orders.put(r)
      })
      await expectCount('put', db.orders.count(), count)
      return { rows: count, transactions: count, ms }
    })
  },

  /** The candle cache: one row of CANDLES_DEFAULT_LIMIT candles per symbol and timeframe. */
  async candleCache(series: number): Promise<WriteFigures> {
    return withDb(async (db) => {
      const answers = Array.from({ length: series }, (_, i) => ({
        symbol: `SYM${i}-USD`,
        timeframe: '1m' as const,
        candles: checked<Candle>(candle, candleRows(CANDLES_DEFAULT_LIMIT, i)),
      }))
      const failed: unknown[] = []
      const ms = await timed(async () => {
        for (const a of answers) {
          const history = createCandleHistory(answering(a), db, (_m, err) => failed.push(err))
          const res = await history(a.symbol, a.timeframe)
          if (!res.ok) throw new Error(res.error.message)
        }
      })
      if (failed.length > 0) throw new Error(`candle cache: ${String(failed[0])}`)
      await expectCount('candle cache', db.candles.count(), series)
      return { rows: series * CANDLES_DEFAULT_LIMIT, transactions: series, ms }
    })
  },

  /** The portfolio list cache (tableCache): the whole list replaced on every fresh answer. */
  async portfolioCache(saves: number, portfolios: number): Promise<WriteFigures> {
    return withDb(async (db) => {
      const cache = tableCache(db, db.portfolios, portfolio)
      const lists = Array.from({ length: saves }, (_, n) =>
        checked(portfolio, portfolioRows(portfolios, n)),
      )
      const ms = await timed(async () => {
        for (const list of lists) await cache.save([...list])
      })
      await expectCount('portfolio cache', db.portfolios.count(), portfolios)
      return { rows: saves * portfolios, transactions: saves, ms }
    })
  },

  ...probes,
}

export type DexieWriter = typeof writer

// The DOM lib has no SharedWorkerGlobalScope (as in workers/engine/shared-worker.ts).
interface SharedWorkerScope {
  onconnect: ((event: MessageEvent) => void) | null
}
;(globalThis as unknown as SharedWorkerScope).onconnect = (event) => {
  const port = event.ports[0]
  if (port !== undefined) expose(writer, port)
}
