import { afterEach, describe, expect, it } from 'vitest'
import { riskQueryOf } from '../../../workers/engine/risk/domain.ts'
import { riskReportFixture } from '../../unit/pages/risk/fixture.ts'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

describe('risk domain', () => {
  it('asks for one portfolio with the chosen lookback and paths, with the bearer token', async () => {
    const ctx = await signedInEngine({
      'GET /portfolios/p1/risk': () => json(200, riskReportFixture()),
    })
    const res = await ctx.api.portfolioRisk('p1', { lookbackDays: 90, paths: 5_000 })
    expect(res.ok && res.value.var).toHaveLength(12)
    const sent = ctx.http.calls.find((c) => c.path === '/portfolios/p1/risk')
    expect(sent?.url.searchParams.get('lookbackDays')).toBe('90')
    expect(sent?.url.searchParams.get('paths')).toBe('5000')
    expect(sent?.url.searchParams.has('seed')).toBe(false)
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /)
  })

  it('names a failure as SPEC §8 does and rejects an answer of the wrong shape', async () => {
    const ctx = await signedInEngine({
      'GET /portfolios/p1/risk': () => json(409, {}),
      'GET /portfolios/p2/risk': () => json(200, { portfolioId: 'p2' }),
    })
    const failed = await ctx.api.portfolioRisk('p1')
    expect(!failed.ok && failed.error.message).toBe('Failed to fetch risk')
    const malformed = await ctx.api.portfolioRisk('p2')
    expect(malformed.ok).toBe(false)
  })

  it('sends whole numbers only and leaves the rest to the server', () => {
    expect(riskQueryOf({ lookbackDays: 30, paths: 1.5, seed: 7 })).toEqual({
      lookbackDays: '30',
      seed: '7',
    })
    expect(riskQueryOf({})).toEqual({})
  })
})
