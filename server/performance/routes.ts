import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { performanceTimeframe, type Performance } from '../../protocol/trading.ts'
import { requireUser, userOf } from '../auth/guard.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { findPortfolio } from '../portfolios/repo.ts'
import { buildPerformance } from './series.ts'
import { readSeries } from './snapshots-repo.ts'
import { DEFAULT_TIMEFRAME, windowStart } from './timeframes.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const query = z.object({ timeframe: performanceTimeframe.default(DEFAULT_TIMEFRAME) })

export interface PerformanceRoutesOptions {
  /** The portfolio's equity now; the last point of every answer. */
  valueOf: (portfolioId: string) => Promise<number>
  now?: () => number
}

/** GET /portfolios/{id}/performance?timeframe=1D|1W|1M|3M|1Y|ALL (default 1M), owner only. */
export function performanceRoutes(ctx: AppContext, opts: PerformanceRoutesOptions) {
  const now = opts.now ?? Date.now
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.addHook('preHandler', requireUser(ctx))

    app.get('/portfolios/:id/performance', async (req): Promise<Performance> => {
      const { id } = parseInput(idParams, req.params, 'path')
      const { timeframe } = parseInput(query, req.query, 'query')
      const portfolio = await findPortfolio(ctx.db, userOf(req).id, id)
      if (!portfolio) throw notFound('Portfolio not found')
      const t = now()
      const from = windowStart(timeframe, t)
      const [series, current] = await Promise.all([
        readSeries(ctx.db, portfolio.id, from === null ? null : new Date(from)),
        opts.valueOf(portfolio.id),
      ])
      return buildPerformance({
        portfolioId: portfolio.id,
        timeframe,
        now: t,
        from,
        prior: series.prior,
        points: series.points,
        current,
      })
    })
    done()
  }
}
