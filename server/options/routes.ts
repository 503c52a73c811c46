/** GET /market/options/expiries, /chain and /surface: public market data, like /market. */
import type { FastifyInstance } from 'fastify'
import { optionsApi as api } from '../../protocol/index.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { optionChain, optionExpiries, volSurface } from './chain.ts'

export function optionsRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    /** The underlying's index, if options are listed on it; 404 otherwise. */
    const indexOf = (underlying: string): number => {
      const index = ctx.market.indexPrice(underlying)
      if (index === undefined || ctx.options.expiries(underlying).length === 0)
        throw notFound('No options on this underlying')
      return index
    }

    on(api.optionExpiries, ({ query }) => {
      const underlying = query.underlying.toUpperCase()
      return optionExpiries(ctx.options, underlying, indexOf(underlying), Date.now())
    })

    on(api.optionChain, ({ query }) => {
      const underlying = query.underlying.toUpperCase()
      const index = indexOf(underlying)
      const now = Date.now()
      const chain = optionChain(
        ctx.options,
        ctx.market.exchange(),
        underlying,
        query.expiry,
        index,
        now,
      )
      if (!chain) throw notFound('Expiry not listed')
      return chain
    })

    on(api.volSurface, ({ query }) => {
      const underlying = query.underlying.toUpperCase()
      const surface = volSurface(ctx.options, underlying, indexOf(underlying), Date.now())
      if (!surface) throw notFound('No options on this underlying')
      return surface
    })
    done()
  }
}
