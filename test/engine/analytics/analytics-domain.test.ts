import { afterEach, describe, expect, it } from 'vitest'
import { analyticsQuery, analyticsReport } from '../../../protocol/index.ts'
import { analyticsQueryOf } from '../../../workers/engine/analytics/domain.ts'
import { reportFixture } from '../../unit/pages/portfolio-analytics/report-fixture.ts'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

describe('analytics domain', () => {
  it('asks for one portfolio and range with the bearer token and parses the answer', async () => {
    const report = reportFixture(40)
    const ctx = await signedInEngine({ 'GET /portfolios/p1/analytics': () => json(200, report) })
    const res = await ctx.api.portfolioAnalytics('p1', {
      from: '2025-11-01',
      to: '2025-12-10',
      benchmark: 'ETH-USD',
      riskFreeRate: 0.04,
      periodsPerYear: 252,
    })
    expect(res.ok && res.value.metrics.sharpe).toBe(report.metrics.sharpe)
    const sent = ctx.http.calls.find((c) => c.path === '/portfolios/p1/analytics')
    expect(sent?.headers.get('authorization')?.startsWith('Bearer ')).toBe(true)
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      from: '2025-11-01',
      to: '2025-12-10',
      benchmark: 'ETH-USD',
      riskFreeRate: '0.04',
      periodsPerYear: '252',
    })
  })

  it('names a failure as SPEC §8 does and refuses an answer off the contract', async () => {
    const ctx = await signedInEngine({
      'GET /portfolios/p1/analytics': () => json(409, {}),
      'GET /portfolios/p2/analytics': () => json(200, { portfolioId: 'p2' }),
    })
    const failed = await ctx.api.portfolioAnalytics('p1')
    expect(!failed.ok && failed.error.message).toBe('Failed to fetch performance')
    const malformed = await ctx.api.portfolioAnalytics('p2')
    expect(malformed.ok).toBe(false)
  })
})

describe('analytics query string', () => {
  it('sends only what is given, as the contract parses it', () => {
    expect(analyticsQueryOf({})).toEqual({})
    const query = analyticsQueryOf({
      riskFreeRate: 0.0000001,
      periodsPerYear: 365,
      rollingWindow: 60,
    })
    expect(query).toEqual({ riskFreeRate: '0.0000001', periodsPerYear: '365', rollingWindow: '60' })
    expect(analyticsQuery.parse(query)).toMatchObject({ riskFreeRate: 1e-7, periodsPerYear: 365 })
    expect(analyticsQueryOf({ riskFreeRate: 0 }).riskFreeRate).toBe('0')
  })

  it('builds fixtures the contract accepts', () => {
    expect(analyticsReport.safeParse(reportFixture()).success).toBe(true)
  })
})
