import type { FastifyInstance } from 'fastify'
import { tradingApi as api, type Position } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { findPortfolio, listPortfolios } from '../portfolios/repo.ts'
import { listFunding } from './funding-repo.ts'
import { listTrades } from './repo.ts'

/** Positions, fills, funding, balances and closing a position. */
export function accountRoutes(ctx: AppContext) {
  const { trading } = ctx
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    const ownedOrNone = async (
      userId: string,
      id: string | undefined,
    ): Promise<string | undefined> => {
      if (id === undefined) return undefined
      if (!(await findPortfolio(ctx.db, userId, id))) throw notFound('Portfolio not found')
      return id
    }

    on(api.listPositions, async ({ req, query }) => {
      const userId = userOf(req).id
      const ids =
        query.portfolio_id !== undefined
          ? [query.portfolio_id]
          : (await listPortfolios(ctx.db, userId)).map((p) => p.id)
      const out: Position[] = []
      for (const id of ids) out.push(...(await trading.positions(userId, id)))
      return out
    })

    on(api.listTrades, async ({ req, query }) => {
      const userId = userOf(req).id
      const portfolioId = await ownedOrNone(userId, query.portfolio_id)
      return listTrades(ctx.db, userId, { portfolioId, limit: query.limit })
    })

    on(api.listFunding, async ({ req, query }) => {
      const userId = userOf(req).id
      const portfolioId = await ownedOrNone(userId, query.portfolio_id)
      return listFunding(ctx.db, userId, { portfolioId, limit: query.limit })
    })

    on(api.portfolioBalance, ({ req, params }) => trading.balance(userOf(req).id, params.id))

    on(api.closePosition, async ({ req, reply, params, body, headers }) => {
      const header = headers['idempotency-key']
      const key = typeof header === 'string' ? header : undefined
      const answer = await trading.closePosition(userOf(req).id, params.id, body.quantity, key)
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true')
      return reply.code(answer.status).send(answer.body)
    })
    done()
  }
}
