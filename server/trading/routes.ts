import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { orderModify, orderRequest, type Order } from '../../protocol/index.ts'
import { requireUser, userOf } from '../auth/guard.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { findPortfolio } from '../portfolios/repo.ts'
import { findOrder, listOrders } from './repo.ts'
import type { TradingService } from './service.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const listQuery = z.object({
  portfolio_id: z.string().min(1).max(64).optional(),
  status: z.enum(['active', 'history', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
})
const idempotencyKey = z.string().min(1).max(128)

/** GET/POST /orders, PUT/DELETE /orders/{id}; every order is scoped to its owner. */
export function orderRoutes(ctx: AppContext, trading: TradingService) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.addHook('preHandler', requireUser(ctx))

    app.get('/orders', async (req): Promise<Order[]> => {
      const q = parseInput(listQuery, req.query, 'query')
      const userId = userOf(req).id
      if (q.portfolio_id !== undefined && !(await findPortfolio(ctx.db, userId, q.portfolio_id)))
        throw notFound('Portfolio not found')
      return listOrders(ctx.db, userId, {
        portfolioId: q.portfolio_id,
        status: q.status,
        limit: q.limit,
      })
    })

    app.get('/orders/:id', async (req): Promise<Order> => {
      const { id } = parseInput(idParams, req.params, 'path')
      const order = await findOrder(ctx.db, userOf(req).id, id)
      if (!order) throw notFound('Order not found')
      return order
    })

    app.post('/orders', async (req, reply) => {
      const body = parseInput(orderRequest, req.body, 'body')
      const header = req.headers['idempotency-key']
      const key =
        typeof header === 'string' ? parseInput(idempotencyKey, header, 'body') : body.clientOrderId
      const answer = await trading.place(userOf(req).id, body, key)
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true')
      return reply.code(answer.status).send(answer.body)
    })

    app.put('/orders/:id', async (req): Promise<Order> => {
      const { id } = parseInput(idParams, req.params, 'path')
      const change = parseInput(orderModify, req.body, 'body')
      return trading.modify(userOf(req).id, id, change)
    })

    app.delete('/orders/:id', async (req): Promise<Order> => {
      const { id } = parseInput(idParams, req.params, 'path')
      return trading.cancel(userOf(req).id, id)
    })
    done()
  }
}
