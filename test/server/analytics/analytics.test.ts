/**
 * GET /portfolios/:id/analytics and /risk on a real server: a portfolio with known trades and a
 * known equity history answers figures that this test recomputes from the answer's own series
 * with plain loops (not with protocol/stats).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnalyticsReport, RiskReport } from '../../../protocol/index.ts'
import { insertSnapshot } from '../../../server/performance/snapshots-repo.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, perpMarket, place, type Trader } from '../trading/trading-helpers.ts'

const DAY = 86_400_000
const today = (): number => Math.floor(Date.now() / DAY) * DAY
const dayText = (t: number): string => new Date(t).toISOString().slice(0, 10)
/** Closing equity of the ten days before today: a rise, a fall that is never made good. */
const HISTORY = [100_000, 101_000, 103_500, 99_000, 97_000, 98_500, 96_000, 97_500, 99_500, 98_000]

let t: TestServer
let alice: Trader
let mallory: Trader
let analytics: AnalyticsReport
let risk: RiskReport

const get = <T>(path: string, who: Trader = alice) =>
  t.api<T>('GET', `/api/v1${path}`, { token: who.token })

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'alice')
  mallory = await newTrader(t.api, 'mallory')
  for (const order of [
    { symbol: 'BTC-USD', side: 'buy' as const, quantity: 0.2 },
    { symbol: 'ETH-USD', side: 'buy' as const, quantity: 3 },
    { symbol: 'BTC-USD', side: 'sell' as const, quantity: 0.05 },
  ]) {
    const res = await place(t.api, alice, { ...order, orderType: 'market' })
    expect(res.status).toBe(201)
  }
  // The history is older than the portfolio: its opening deposit is moved before it, so the
  // range holds no flow and every return is a plain ratio of closes.
  await t.server.db.query('UPDATE portfolio_flows SET created_at = $2 WHERE portfolio_id = $1', [
    alice.portfolioId,
    new Date(today() - 12 * DAY),
  ])
  for (const [i, equity] of HISTORY.entries()) {
    const day = today() - (HISTORY.length - i) * DAY
    // Two points a day: the last one is the day's close.
    await insertSnapshot(t.server.db, alice.portfolioId, new Date(day + 3_600_000), equity * 1.5)
    await insertSnapshot(t.server.db, alice.portfolioId, new Date(day + 20 * 3_600_000), equity)
  }
  const from = dayText(today() - HISTORY.length * DAY)
  analytics = (
    await get<AnalyticsReport>(`/portfolios/${alice.portfolioId}/analytics?from=${from}`)
  ).body
  risk = (await get<RiskReport>(`/portfolios/${alice.portfolioId}/risk?lookbackDays=60`)).body
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('GET /portfolios/:id/analytics', () => {
  it('answers one close per day, today at the live equity', () => {
    const { series } = analytics
    expect(series.times).toHaveLength(HISTORY.length + 1)
    expect(series.times[0]).toBe(today() - HISTORY.length * DAY)
    expect(series.equity.slice(0, -1)).toEqual(HISTORY)
    expect(series.returns[0]).toBeNull()
    for (const key of ['netFlows', 'returns', 'benchmarkReturns', 'drawdown'] as const)
      expect(series[key]).toHaveLength(series.times.length)
    expect(analytics.rolling.sharpe).toHaveLength(series.times.length)
    expect(analytics.periodsPerYear).toBe(365)
    expect(analytics.periodsPerYearReason).toBe('crypto')
  })

  it('has the time-weighted return and maximum drawdown of its own series', () => {
    const { series, metrics } = analytics
    const equity = series.equity as number[]
    let wealth = 1
    let peak = 1
    let deepest = 0
    for (let i = 1; i < equity.length; i++) {
      const r = (equity[i] as number) / (equity[i - 1] as number) - 1
      expect(series.returns[i]).toBeCloseTo(r, 12)
      wealth *= 1 + r
      peak = Math.max(peak, wealth)
      deepest = Math.min(deepest, wealth / peak - 1)
      expect(series.drawdown[i]).toBeCloseTo(wealth / peak - 1, 12)
    }
    expect(metrics.twr).toBeCloseTo(wealth - 1, 9)
    expect(metrics.maxDrawdown?.depth).toBeCloseTo(deepest, 9)
    // From 103,500 on day 3 down to 96,000 on day 7.
    expect(metrics.maxDrawdown?.peak).toBe(series.times[2])
    expect(metrics.periods).toBe(HISTORY.length)
    // Every day has a close: the first day starts the range and is no missing period.
    expect(metrics.missing).toBe(0)
    const years = HISTORY.length / 365
    expect(metrics.annualisedReturn).toBeCloseTo(wealth ** (1 / years) - 1, 9)
  })

  it('answers another user 404', async () => {
    for (const path of ['analytics', 'risk']) {
      const res = await get(`/portfolios/${alice.portfolioId}/${path}`, mallory)
      expect(res).toMatchObject({ status: 404, body: { detail: 'Portfolio not found' } })
    }
  })

  it('refuses bad queries with a 422 naming the field', async () => {
    const base = `/portfolios/${alice.portfolioId}/analytics`
    const cases: [string, string][] = [
      ['?from=2026-03-01&to=2026-02-01', 'from'],
      ['?from=2001-01-01&to=2026-01-01', 'from'],
      ['?benchmark=NOPE-USD', 'benchmark'],
      ['?riskFreeRate=0.5', 'riskFreeRate'],
      ['?from=2026-02-30', 'from'],
      ['?periodsPerYear=300', 'periodsPerYear'],
    ]
    for (const [query, field] of cases) {
      const res = await get<{ detail: { loc: string[] }[] }>(base + query)
      expect(res.status, query).toBe(422)
      expect(res.body.detail[0]?.loc, query).toEqual(['query', field])
    }
  })
})

describe('GET /portfolios/:id/risk', () => {
  it('values the positions of the portfolio summary', () => {
    const keys = risk.positions.map((p) => p.key).sort()
    expect(keys).toEqual(['BTC-USD', 'ETH-USD'])
    const btc = risk.positions.find((p) => p.key === 'BTC-USD')
    expect(btc?.quantity).toBeCloseTo(0.15, 9)
    expect(risk.exposure.long).toBeCloseTo(
      risk.positions.reduce((s, p) => s + p.exposure, 0),
      6,
    )
    expect(risk.history.times).toHaveLength(60)
  })

  it('has the historical VaR of its own history and exposures', () => {
    const { symbols, returns } = risk.history
    const exposure = symbols.map((s) =>
      risk.positions.filter((p) => p.symbol === s).reduce((sum, p) => sum + p.exposure, 0),
    )
    const pnl = risk.history.times.map((_, day) =>
      exposure.reduce((sum, e, i) => sum + e * (returns[i]?.[day] ?? 0), 0),
    )
    const sorted = [...pnl].sort((a, b) => a - b)
    for (const level of [0.95, 0.99]) {
      // numpy's linear quantile at 1 − level.
      const h = (sorted.length - 1) * (1 - level)
      const lo = Math.floor(h)
      const q =
        (sorted[lo] as number) + (h - lo) * ((sorted[lo + 1] as number) - (sorted[lo] as number))
      const figure = (horizonDays: number) =>
        risk.var.find(
          (v) => v.method === 'historical' && v.level === level && v.horizonDays === horizonDays,
        )
      expect(figure(1)?.var).toBeCloseTo(-q, 6)
      expect(figure(10)?.var).toBeCloseTo(-q * Math.sqrt(10), 6)
    }
    expect(risk.var).toHaveLength(12)
  })

  it('attributes the whole parametric VaR to the positions', () => {
    const total = risk.attribution.positions.reduce((s, p) => s + p.componentVar, 0)
    expect(total).toBeCloseTo(risk.attribution.total, 6)
    const parametric = risk.var.find(
      (v) => v.method === 'parametric' && v.level === 0.99 && v.horizonDays === 1,
    )
    expect(parametric?.var).toBeCloseTo(risk.attribution.total, 6)
    expect(risk.stress.map((s) => s.id)).toEqual(['crypto_-30', 'equity_-10', 'risk_off', 'vol_x2'])
    const crash = risk.stress[0]
    expect(crash?.pnl).toBeCloseTo(-0.3 * risk.exposure.long, 6)
  })

  it('answers zeros and empty lists for an empty portfolio', async () => {
    const empty = (await get<RiskReport>(`/portfolios/${mallory.portfolioId}/risk`, mallory)).body
    expect(empty.positions).toEqual([])
    expect(empty.var.every((v) => v.var === 0 && v.es === 0)).toBe(true)
    expect(empty.history).toEqual({ times: [], symbols: [], returns: [] })
    expect(empty.exposure.gross).toBe(0)
  })

  it('liquidates a leveraged perpetual in a crash: it loses only what it is worth', async () => {
    const res = await perpMarket(t.api, mallory, { side: 'buy', quantity: 0.5, leverage: 20 })
    expect(res.status).toBe(201)
    const r = (await get<RiskReport>(`/portfolios/${mallory.portfolioId}/risk`, mallory)).body
    const perp = r.positions.find((p) => p.key === 'BTC-USD:perp')
    expect(perp?.margin).toBeGreaterThan(0)
    expect(perp?.distanceToLiquidation).toBeLessThan(0.3)
    const crash = r.stress.find((s) => s.id === 'crypto_-30')?.positions[0]
    expect(crash).toEqual({ key: 'BTC-USD:perp', pnl: -(perp?.value ?? 0), liquidated: true })
    expect(r.exposure.marginUsed).toBeCloseTo(perp?.margin ?? 0, 6)
  })
})
