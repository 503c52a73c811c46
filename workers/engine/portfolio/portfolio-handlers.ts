/**
 * Portfolios and holdings: reads are network first with the Dexie copy as fallback; writes go
 * to the server, then to Dexie, one at a time (the domain's sequential queue).
 */
import { z } from 'zod'
import { holding, portfolio } from '../../../protocol/index.ts'
import type {
  Holding,
  HoldingCreate,
  Portfolio,
  PortfolioCreate,
  PortfolioUpdate,
} from '../../../protocol/index.ts'
import type { CachedValue, EngineResult } from '../api.ts'
import type { Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import { networkFirst } from '../store/cache.ts'
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
} as const

const noContent = z.unknown().transform(() => null)

export interface PortfolioHandlers {
  listPortfolios(): Promise<EngineResult<CachedValue<Portfolio[]>>>
  createPortfolio(input: PortfolioCreate): Promise<EngineResult<Portfolio>>
  updatePortfolio(id: string, patch: PortfolioUpdate): Promise<EngineResult<Portfolio>>
  deletePortfolio(id: string): Promise<EngineResult<null>>
  listHoldings(portfolioId: string): Promise<EngineResult<CachedValue<Holding[]>>>
  addHolding(portfolioId: string, input: HoldingCreate): Promise<EngineResult<Holding>>
}

export function createPortfolioHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
): PortfolioHandlers {
  const queue = createSerialQueue()
  const at = (id: string) => `/portfolios/${encodeURIComponent(id)}`

  /** Server first, then the Dexie write; a failed cache write never hides the server answer. */
  async function write<T>(res: EngineResult<T>, apply: (v: T) => Promise<unknown>) {
    if (res.ok) await apply(res.value).catch((err: unknown) => log('cache write failed', err))
    return res
  }

  return {
    listPortfolios: () =>
      networkFirst({
        fetch: () =>
          gateway.call({
            method: 'GET',
            path: '/portfolios',
            schema: z.array(portfolio),
            fallback: PORTFOLIO_MSG.fetch,
          }),
        save: (list) =>
          db.transaction('rw', db.portfolios, async () => {
            await db.portfolios.clear()
            await db.portfolios.bulkPut(list)
          }),
        load: async () => {
          const rows = parseRows(portfolio, await db.portfolios.toArray())
          return rows.length > 0 ? rows : null
        },
        log,
      }),

    createPortfolio: (input) =>
      queue.run(async () =>
        write(
          await gateway.call({
            method: 'POST',
            path: '/portfolios',
            json: input,
            schema: portfolio,
            fallback: PORTFOLIO_MSG.create,
          }),
          (p) => db.portfolios.put(p),
        ),
      ),

    updatePortfolio: (id, patch) =>
      queue.run(async () =>
        write(
          await gateway.call({
            method: 'PUT',
            path: at(id),
            json: patch,
            schema: portfolio,
            fallback: PORTFOLIO_MSG.update,
          }),
          (p) => db.portfolios.put(p),
        ),
      ),

    deletePortfolio: (id) =>
      queue.run(async () =>
        write(
          await gateway.call({
            method: 'DELETE',
            path: at(id),
            schema: noContent,
            fallback: PORTFOLIO_MSG.remove,
          }),
          () =>
            db.transaction('rw', db.portfolios, db.holdings, async () => {
              await db.portfolios.delete(id)
              await db.holdings.where('portfolioId').equals(id).delete()
            }),
        ),
      ),

    listHoldings: (portfolioId) =>
      networkFirst({
        fetch: () =>
          gateway.call({
            method: 'GET',
            path: `${at(portfolioId)}/holdings`,
            schema: z.array(holding),
            fallback: PORTFOLIO_MSG.fetchHoldings,
          }),
        save: (list) =>
          db.transaction('rw', db.holdings, async () => {
            await db.holdings.where('portfolioId').equals(portfolioId).delete()
            await db.holdings.bulkPut(list)
          }),
        load: async () => {
          const raw = await db.holdings.where('portfolioId').equals(portfolioId).toArray()
          const rows = parseRows(holding, raw).filter((h) => h.portfolioId === portfolioId)
          return rows.length > 0 ? rows : null
        },
        log,
      }),

    addHolding: (portfolioId, input) =>
      queue.run(async () =>
        write(
          await gateway.call({
            method: 'POST',
            path: `${at(portfolioId)}/holdings`,
            json: input,
            schema: holding,
            fallback: PORTFOLIO_MSG.addHolding,
          }),
          (h) => db.holdings.put(h),
        ),
      ),
  }
}
