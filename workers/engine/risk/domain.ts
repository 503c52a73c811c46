/**
 * The risk domain: VaR, expected shortfall, exposure, stress scenarios and attribution of one
 * portfolio, computed by the server (GET /portfolios/:id/risk) from today's positions. Request
 * and answer only: the pages ask again when the trader changes the lookback or the path count.
 */
import { analyticsApi as api, type RiskReport } from '../../../protocol/analytics.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

/** SPEC §8 names failures "Failed to fetch <things>"; risk has no entry of its own. */
export const RISK_FAILED = 'Failed to fetch risk'

/** What the trader may choose; the server's defaults fill what is left out. */
export interface RiskOptions {
  lookbackDays?: number
  paths?: number
  seed?: number
}

/** The query string of `options`: whole numbers only, absent keys left to the server. */
export function riskQueryOf(options: RiskOptions): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'number' && Number.isInteger(value)) query[key] = String(value)
  }
  return query
}

export function createRiskDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      portfolioRisk: (
        portfolioId: string,
        options: RiskOptions = {},
      ): Promise<EngineResult<RiskReport>> =>
        s.gateway.call(
          callOf(api.portfolioRisk, { id: portfolioId, query: riskQueryOf(options) }, RISK_FAILED),
        ),
    },
  })
}
