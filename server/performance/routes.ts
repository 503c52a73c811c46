import type { FastifyInstance } from 'fastify'
import { tradingApi } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { listFlows } from '../portfolios/flows-repo.ts'
import { findPortfolio } from '../portfolios/repo.ts'
import { buildPerformance } from './series.ts'
import { readSeries } from './snapshots-repo.ts'
import { windowStart } from './timeframes.ts'

export interface PerformanceRoutesOptions {
  /** The portfolio's equity now; the last point of every answer. */
  valueOf: (portfolioId: string) => Promise<number>
  now?: () => number
}

/** GET /portfolios/{id}/performance?timeframe=1D|1W|1M|3M|1Y|ALL (default 1M), owner only. */
export function performanceRoutes(ctx: AppContext, opts: PerformanceRoutesOptions) {
  const now = opts.now ?? Date.now
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(tradingApi.portfolioPerformance, async ({ req, params, query: { timeframe } }) => {
      const portfolio = await findPortfolio(ctx.db, userOf(req).id, params.id)
      if (!portfolio) throw notFound('Portfolio not found')
      const t = now()
      const from = windowStart(timeframe, t)
      const [series, current, flows] = await Promise.all([
        readSeries(ctx.db, portfolio.id, from === null ? null : new Date(from)),
        opts.valueOf(portfolio.id),
        listFlows(ctx.db, portfolio.id),
      ])
      return buildPerformance({
        portfolioId: portfolio.id,
        timeframe,
        now: t,
        from,
        prior: series.prior,
        points: series.points,
        current,
        flows,
      })
    })
    done()
  }
}
