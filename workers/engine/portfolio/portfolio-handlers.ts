/**
 * Portfolios and holdings: reads are network first with the Dexie copy as fallback; writes go
 * to the server, then to Dexie, one at a time (the domain's sequential queue).
 */
import { holding, portfolio, portfolioApi as api } from '../../../protocol/index.ts'
import type {
  Holding,
  HoldingCreate,
  Portfolio,
  PortfolioCreate,
  PortfolioUpdate,
} from '../../../protocol/index.ts'
import type { CachedValue, EngineResult } from '../types.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { ApiCall, Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import { networkFirst, tableCache } from '../store/cache.ts'
import { TRADING_KV_PREFIX } from '../store/user-data.ts'
import type { EngineDb } from '../store/db.ts'
import { parseRows } from '../store/rows.ts'

/** SPEC §8: "Failed to {verb}" followed by the list's noun, word for word. */
export const PORTFOLIO_MSG = {
  fetch: 'Failed to fetch portfolios',
  create: 'Failed to create portfolios',
  update: 'Failed to update portfolios',
  remove: 'Failed to delete portfolios',
  fetchHoldings: 'Failed to fetch holdings',
  addHolding: 'Failed to add holdings',
  removeHolding: 'Failed to remove holdings',
} as const

export function createPortfolioHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
  now: () => number,
) {
  const queue = createSerialQueue()

  /**
   * One write, in the domain's queue: server first, then Dexie; a failed cache write never
   * hides the server answer.
   */
  const write = <T>(call: ApiCall<T>, apply: (v: T) => Promise<unknown>) =>
    queue.run(async (): Promise<EngineResult<T>> => {
      const res = await gateway.call(call)
      if (res.ok) await apply(res.value).catch((err: unknown) => log('cache write failed', err))
      return res
    })

  return {
    listPortfolios: (): Promise<EngineResult<CachedValue<Portfolio[]>>> =>
      networkFirst({
        fetch: () => gateway.call(callOf(api.listPortfolios, {}, PORTFOLIO_MSG.fetch)),
        ...tableCache(db, db.portfolios, portfolio),
        log,
        stamp: { db, key: `${TRADING_KV_PREFIX}saved.portfolios`, now },
      }),

    createPortfolio: (input: PortfolioCreate): Promise<EngineResult<Portfolio>> =>
      write(callOf(api.createPortfolio, { json: input }, PORTFOLIO_MSG.create), (p) =>
        db.portfolios.put(p),
      ),

    updatePortfolio: (id: string, patch: PortfolioUpdate): Promise<EngineResult<Portfolio>> =>
      write(callOf(api.updatePortfolio, { id, json: patch }, PORTFOLIO_MSG.update), (p) =>
        db.portfolios.put(p),
      ),

    deletePortfolio: (id: string): Promise<EngineResult<void>> =>
      write(callOf(api.deletePortfolio, { id }, PORTFOLIO_MSG.remove), () =>
        db.transaction('rw', db.portfolios, db.holdings, async () => {
          await db.portfolios.delete(id)
          await db.holdings.where('portfolioId').equals(id).delete()
        }),
      ),

    listHoldings: (portfolioId: string): Promise<EngineResult<CachedValue<Holding[]>>> =>
      networkFirst({
        fetch: () =>
          gateway.call(callOf(api.listHoldings, { id: portfolioId }, PORTFOLIO_MSG.fetchHoldings)),
        save: (list) =>
          db.transaction('rw', db.holdings, async () => {
            await db.holdings.where('portfolioId').equals(portfolioId).delete()
            await db.holdings.bulkPut(list)
          }),
        load: async () => {
          const raw = await db.holdings.where('portfolioId').equals(portfolioId).toArray()
          // IndexedDB answers in key order; the server's is by symbol, exchange before manual.
          const rows = parseRows(holding, raw).sort(
            (a, b) => a.symbol.localeCompare(b.symbol) || a.source.localeCompare(b.source),
          )
          return rows
        },
        log,
        stamp: { db, key: `${TRADING_KV_PREFIX}saved.holdings.${portfolioId}`, now },
      }),

    addHolding: (portfolioId: string, input: HoldingCreate): Promise<EngineResult<Holding>> =>
      write(
        callOf(api.addPortfolioHolding, { id: portfolioId, json: input }, PORTFOLIO_MSG.addHolding),
        (h) => db.holdings.put(h),
      ),

    /** A manual holding only: the server refuses one bought on the exchange (sell it instead). */
    deleteHolding: (holdingId: string): Promise<EngineResult<void>> =>
      write(callOf(api.deleteHolding, { id: holdingId }, PORTFOLIO_MSG.removeHolding), async () => {
        await db.holdings.delete(holdingId)
      }),
  }
}
