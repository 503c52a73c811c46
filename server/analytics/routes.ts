import type { FastifyInstance } from 'fastify'
import { analyticsApi as api } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { findPortfolio } from '../portfolios/repo.ts'
import { readSettings } from '../settings/repo.ts'
import { analyticsReport } from './analytics-report.ts'
import {
  benchmarkReturns,
  resolveBenchmark,
  resolvePeriods,
  resolveRange,
} from './analytics-options.ts'
import { DAY_MS, dailyCloses, returnHistory } from './daily-closes.ts'
import { firstRecorded, loadDaily } from './gather-daily.ts'
import { buildRiskReport } from './risk-report.ts'
import { valuedPositions } from './risk-positions.ts'

export interface AnalyticsRoutesOptions {
  now?: () => number
}

/** GET /portfolios/:id/analytics and /risk: owner only, computed from the stored history. */
export function analyticsRoutes(ctx: AppContext, opts: AnalyticsRoutesOptions = {}) {
  const now = opts.now ?? Date.now
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const owned = async (userId: string, id: string) => {
      const p = await findPortfolio(ctx.db, userId, id)
      if (!p) throw notFound('Portfolio not found')
      return p
    }

    on(api.portfolioAnalytics, async ({ req, params, query }) => {
      const userId = userOf(req).id
      const portfolio = await owned(userId, params.id)
      const t = now()
      const settings = (await readSettings(ctx.db, userId)).analytics
      const benchmark = resolveBenchmark(query.benchmark, settings.benchmark, (s) =>
        ctx.market.hasSymbol(s),
      )
      const range = resolveRange(query, await firstRecorded(ctx, portfolio), t)
      const { series, flows, holdsCrypto } = await loadDaily(ctx, portfolio, range, t)
      const periods = resolvePeriods(query.periodsPerYear, settings.periodsPerYear, holdsCrypto)
      const closes = dailyCloses(ctx.market, benchmark, range.firstDay - DAY_MS, range.lastDay)
      return analyticsReport({
        portfolioId: portfolio.id,
        from: range.from,
        to: range.to,
        benchmark,
        periodsPerYear: periods.periodsPerYear,
        periodsPerYearReason: periods.reason,
        riskFreeRate: query.riskFreeRate ?? settings.riskFreeRate,
        rollingWindow: query.rollingWindow,
        series,
        benchmarkReturns: benchmarkReturns(series.times, closes),
        flows,
      })
    })

    on(api.portfolioRisk, async ({ req, params, query }) => {
      const portfolio = await owned(userOf(req).id, params.id)
      const t = now()
      const { equity, positions } = await valuedPositions(ctx, portfolio)
      const symbols = [...new Set(positions.map((p) => p.symbol))].sort()
      return await buildRiskReport({
        portfolioId: portfolio.id,
        asOf: t,
        equity,
        lookbackDays: query.lookbackDays,
        positions,
        history: returnHistory(ctx.market, symbols, query.lookbackDays, t),
        paths: query.paths,
        seed: query.seed,
      })
    })
    done()
  }
}
