import type { FastifyInstance } from 'fastify'
import { optionsApi, tradingApi as api } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { isReplay, noteRefusedReplay, refusalDetail } from '../notifications/refused-replay.ts'
import { findPortfolio } from '../portfolios/repo.ts'
import { findOrder, listOrders } from './repo.ts'

/** GET/POST/DELETE /orders, PUT/DELETE /orders/{id}; every order is scoped to its owner. */
export function orderRoutes(ctx: AppContext, deps: AppDeps) {
  const { trading } = ctx
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.listOrders, async ({ req, query: q }) => {
      const userId = userOf(req).id
      if (q.portfolio_id !== undefined && !(await findPortfolio(ctx.db, userId, q.portfolio_id)))
        throw notFound('Portfolio not found')
      return listOrders(ctx.db, userId, {
        portfolioId: q.portfolio_id,
        status: q.status,
        limit: q.limit,
      })
    })

    on(api.getOrder, async ({ req, params }) => {
      const order = await findOrder(ctx.db, userOf(req).id, params.id)
      if (!order) throw notFound('Order not found')
      return order
    })

    on(api.placeOrder, async ({ req, reply, body, headers }) => {
      const header = headers['idempotency-key']
      const key = typeof header === 'string' ? header : body.clientOrderId
      const userId = userOf(req).id
      const answer = await trading.place(userId, body, key).catch(async (err: unknown) => {
        const detail = isReplay(req) ? refusalDetail(err) : undefined
        if (detail !== undefined) await noteRefusedReplay(ctx.db, deps.hub, userId, key, detail)
        throw err
      })
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true')
      return reply.code(answer.status).send(answer.body)
    })

    on(optionsApi.placeMultiLeg, async ({ req, reply, body }) => {
      // The endpoint declares no headers (protocol/options-api.ts), so read the raw one.
      const header = req.headers['idempotency-key']
      const key = typeof header === 'string' ? header : body.clientOrderId
      const answer = await trading.placeMultiLeg(userOf(req).id, body, key)
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true')
      return reply.code(answer.status).send(answer.body)
    })

    on(api.modifyOrder, ({ req, params, body }) => trading.modify(userOf(req).id, params.id, body))

    on(api.cancelOrder, ({ req, params }) => trading.cancel(userOf(req).id, params.id))

    on(api.cancelAllOrders, async ({ req, query: q }) => ({
      cancelled: await trading.cancelAll(userOf(req).id, {
        portfolioId: q.portfolio_id,
        symbol: q.symbol?.toUpperCase(),
      }),
    }))
    done()
  }
}
