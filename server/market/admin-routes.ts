import type { FastifyInstance } from 'fastify'
import { adminApi } from '../../protocol/index.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { userOf } from '../auth/guard.ts'

/**
 * Market drills for administrators: move a symbol's index at once, as news would, to rehearse
 * what traders meet when it happens (liquidations, orders refused for slippage). Every move is
 * logged with who made it.
 */
export function marketAdminRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    declaredRoutes(app, routeGuards(ctx))(adminApi.marketShock, ({ body, req }) => {
      const symbol = body.symbol.toUpperCase()
      const from = ctx.market.indexPrice(symbol)
      if (from === undefined) throw notFound('Symbol not found')
      ctx.market.shock(symbol, from * (1 + body.percent / 100))
      const to = ctx.market.indexPrice(symbol) ?? from
      req.log.warn({ admin: userOf(req).id, symbol, from, to }, 'market shock')
      return { symbol, from, to }
    })
    done()
  }
}
