/**
 * The analytics domain: a portfolio's returns, ratios and drawdowns for a date range, computed
 * on the server (GET /portfolios/:id/analytics) so an API user gets the same figures. Nothing is
 * kept here: the UI's query cache holds the last answer for offline reading.
 */
import { analyticsApi as api, type AnalyticsReport } from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

/** SPEC §8's message for a failed read of performance figures. */
export const ANALYTICS_FAILED = 'Failed to fetch performance'

/** What the page asks for, typed; sent as the query string the contract declares. */
export interface AnalyticsRequest {
  from?: string
  to?: string
  benchmark?: string
  /** Annual, as a fraction. */
  riskFreeRate?: number
  periodsPerYear?: 252 | 365
  rollingWindow?: number
}

/** The query string of a request: only the fields given, numbers as plain decimals. */
export function analyticsQueryOf(req: AnalyticsRequest): Record<string, string> {
  const query: Record<string, string> = {}
  if (req.from !== undefined) query.from = req.from
  if (req.to !== undefined) query.to = req.to
  if (req.benchmark !== undefined) query.benchmark = req.benchmark
  // Fixed digits: the contract takes plain decimals, never "1e-7".
  if (req.riskFreeRate !== undefined)
    query.riskFreeRate = req.riskFreeRate.toFixed(8).replace(/\.?0+$/, '')
  if (req.periodsPerYear !== undefined) query.periodsPerYear = String(req.periodsPerYear)
  if (req.rollingWindow !== undefined) query.rollingWindow = String(req.rollingWindow)
  return query
}

export function createAnalyticsDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      portfolioAnalytics: (
        portfolioId: string,
        req: AnalyticsRequest = {},
      ): Promise<EngineResult<AnalyticsReport>> =>
        s.gateway.call(
          callOf(
            api.portfolioAnalytics,
            { id: portfolioId, query: analyticsQueryOf(req) },
            ANALYTICS_FAILED,
          ),
        ),
    },
  })
}
