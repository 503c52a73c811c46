/** The demo trader's year of history, valued from the simulator's own candles when it was made. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnalyticsReport, Performance, Portfolio } from '../../../protocol/index.ts'
import { demoTokens, startServer, type TestServer } from '../helpers.ts'

let t: TestServer
let token: string
let main: Portfolio

beforeAll(async () => {
  t = await startServer({ demo: true })
  token = (await demoTokens(t.api)).trader
  const list = await t.api<Portfolio[]>('GET', '/api/v1/portfolios', { token })
  main = list.body[0] as Portfolio
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('demo history', () => {
  it('gives the demo trader a year of daily returns with its opening flows', async () => {
    const res = await t.api<AnalyticsReport>('GET', `/api/v1/portfolios/${main.id}/analytics`, {
      token,
    })
    expect(res.status).toBe(200)
    const a = res.body
    expect(a.metrics.periods).toBeGreaterThanOrEqual(300)
    expect(a.series.times.length).toBeGreaterThanOrEqual(365)
    expect(a.flows.map((f) => f.kind).sort()).toEqual([
      'deposit',
      'manual_add',
      'manual_add',
      'manual_add',
    ])
    // All of them on day one, before the first return.
    expect(new Set(a.flows.map((f) => f.time)).size).toBe(1)
    expect(a.metrics.twr).not.toBeNull()
    expect(a.monthly.length).toBeGreaterThanOrEqual(12)
  })

  it('charts the year with the deposits apart', async () => {
    const res = await t.api<Performance>(
      'GET',
      `/api/v1/portfolios/${main.id}/performance?timeframe=ALL`,
      { token },
    )
    const points = res.body.points
    expect(points.length).toBeGreaterThan(300)
    const span = (points.at(-1)?.time ?? 0) - (points[0]?.time ?? 0)
    expect(span).toBeGreaterThan(364 * 86_400_000)
    const deposits = new Set(points.map((p) => p.netDeposits))
    expect(deposits.size).toBe(1)
    expect([...deposits][0]).toBeGreaterThan(100_000)
  })
})
