import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  TRADES_DEFAULT_LIMIT,
  TRADES_MAX_LIMIT,
  type Balance,
  type FundingPayment,
  type Order,
  type Position,
  type Trade,
} from '../../protocol/index.ts'
import { requireUser, userOf } from '../auth/guard.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { findPortfolio, listPortfolios } from '../portfolios/repo.ts'
import { listFunding } from './funding-repo.ts'
import { listTrades } from './repo.ts'
import type { TradingService } from './service.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const portfolioQuery = z.object({ portfolio_id: z.string().min(1).max(64).optional() })
const tradesQuery = portfolioQuery.extend({
  limit: z.coerce.number().int().min(1).max(TRADES_MAX_LIMIT).default(TRADES_DEFAULT_LIMIT),
})
const closeBody = z.object({ quantity: z.number().positive().finite().optional() }).strict()

/** Positions, fills, funding, balances and closing a position. */
export function accountRoutes(ctx: AppContext, trading: TradingService) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.addHook('preHandler', requireUser(ctx))

    const ownedOrNone = async (
      userId: string,
      id: string | undefined,
    ): Promise<string | undefined> => {
      if (id === undefined) return undefined
      if (!(await findPortfolio(ctx.db, userId, id))) throw notFound('Portfolio not found')
      return id
    }

    app.get('/positions', async (req): Promise<Position[]> => {
      const userId = userOf(req).id
      const q = parseInput(portfolioQuery, req.query, 'query')
      const ids =
        q.portfolio_id !== undefined
          ? [q.portfolio_id]
          : (await listPortfolios(ctx.db, userId)).map((p) => p.id)
      const out: Position[] = []
      for (const id of ids) out.push(...(await trading.positions(userId, id)))
      return out
    })

    app.get('/trades', async (req): Promise<Trade[]> => {
      const userId = userOf(req).id
      const q = parseInput(tradesQuery, req.query, 'query')
      const portfolioId = await ownedOrNone(userId, q.portfolio_id)
      return listTrades(ctx.db, userId, { portfolioId, limit: q.limit })
    })

    app.get('/funding', async (req): Promise<FundingPayment[]> => {
      const userId = userOf(req).id
      const q = parseInput(tradesQuery, req.query, 'query')
      const portfolioId = await ownedOrNone(userId, q.portfolio_id)
      return listFunding(ctx.db, userId, { portfolioId, limit: q.limit })
    })

    app.get('/portfolios/:id/balances', async (req): Promise<Balance> => {
      const { id } = parseInput(idParams, req.params, 'path')
      return trading.balance(userOf(req).id, id)
    })

    app.post('/positions/:id/close', async (req, reply): Promise<Order> => {
      const { id } = parseInput(idParams, req.params, 'path')
      const body = parseInput(closeBody, req.body ?? {}, 'body')
      const order = await trading.closePosition(userOf(req).id, id, body.quantity)
      reply.code(201)
      return order
    })
    done()
  }
}
