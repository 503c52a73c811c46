/**
 * Portfolios and holdings: reads are network first with the Dexie copy as fallback; writes go
 * to the server, then to Dexie, one at a time (the domain's sequential queue).
 */
import { z } from 'zod'
import { holding, portfolio } from '../../../protocol/index.ts'
import type { EngineApi, EngineResult } from '../api.ts'
import type { ApiCall, Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import { networkFirst, nonEmpty, tableCache } from '../store/cache.ts'
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

export type PortfolioHandlers = Pick<
  EngineApi,
  | 'listPortfolios'
  | 'createPortfolio'
  | 'updatePortfolio'
  | 'deletePortfolio'
  | 'listHoldings'
  | 'addHolding'
>

export function createPortfolioHandlers(
  gateway: Gateway,
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
): PortfolioHandlers {
  const queue = createSerialQueue()
  const at = (id: string) => `/portfolios/${encodeURIComponent(id)}`

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
    listPortfolios: () =>
      networkFirst({
        fetch: () =>
          gateway.call({
            method: 'GET',
            path: '/portfolios',
            schema: z.array(portfolio),
            fallback: PORTFOLIO_MSG.fetch,
          }),
        ...tableCache(db, db.portfolios, portfolio),
        log,
      }),

    createPortfolio: (input) =>
      write(
        {
          method: 'POST',
          path: '/portfolios',
          json: input,
          schema: portfolio,
          fallback: PORTFOLIO_MSG.create,
        },
        (p) => db.portfolios.put(p),
      ),

    updatePortfolio: (id, patch) =>
      write(
        {
          method: 'PUT',
          path: at(id),
          json: patch,
          schema: portfolio,
          fallback: PORTFOLIO_MSG.update,
        },
        (p) => db.portfolios.put(p),
      ),

    deletePortfolio: (id) =>
      write(
        { method: 'DELETE', path: at(id), schema: noContent, fallback: PORTFOLIO_MSG.remove },
        () =>
          db.transaction('rw', db.portfolios, db.holdings, async () => {
            await db.portfolios.delete(id)
            await db.holdings.where('portfolioId').equals(id).delete()
          }),
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
          return nonEmpty(parseRows(holding, raw))
        },
        log,
      }),

    addHolding: (portfolioId, input) =>
      write(
        {
          method: 'POST',
          path: `${at(portfolioId)}/holdings`,
          json: input,
          schema: holding,
          fallback: PORTFOLIO_MSG.addHolding,
        },
        (h) => db.holdings.put(h),
      ),
  }
}
