import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  portfolioSummary,
  type Balance,
  type Performance,
  type PortfolioSummary,
  type Position,
} from '../../protocol/index.ts'
import { startServer, type TestServer } from './helpers.ts'
import { newTrader, perpMarket } from './trading/trading-helpers.ts'

let t: TestServer

beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

describe('portfolio valuation with a perpetual position', () => {
  it('counts the margin once and adds the unrealized P&L to the total', async () => {
    const dave = await newTrader(t.api, 'dave')
    const open = await perpMarket(t.api, dave, { side: 'buy', quantity: 0.1, leverage: 10 })
    expect(open.body).toMatchObject({ status: 'filled', market: 'perp' })

    const get = <T>(path: string) => t.api<T>('GET', path, { token: dave.token })
    const [summaryRes, positionsRes, balanceRes] = await Promise.all([
      get<PortfolioSummary>(`/api/v1/portfolios/${dave.portfolioId}/summary`),
      get<Position[]>(`/api/v1/positions?portfolio_id=${dave.portfolioId}`),
      get<Balance>(`/api/v1/portfolios/${dave.portfolioId}/balances`),
    ])
    expect(summaryRes.status).toBe(200)
    const s = portfolioSummary.parse(summaryRes.body)
    const pos = positionsRes.body[0]
    if (pos?.market !== 'perp') throw new Error('no perp position')
    const totalCash = balanceRes.body.total

    // Cash excludes the margin, which lives in the position's value instead.
    expect(s.cash).toBeCloseTo(totalCash - pos.margin, 2)
    const line = s.positions['BTC-USD:perp']
    expect(line).toMatchObject({
      symbol: 'BTC-USD',
      market: 'perp',
      amount: 0.1,
      averagePrice: pos.entryPrice,
      realizedPnl: pos.realizedPnl,
    })
    expect(s.positions['BTC-USD']).toBeUndefined()
    expect(line?.value).toBeCloseTo(pos.margin + (line?.unrealizedPnl ?? 0), 1)

    // The mark moves between the two reads: 0.1 BTC moved by 0.2 % is a few dollars.
    const tolerance = 0.1 * pos.markPrice * 0.002
    expect(Math.abs((line?.unrealizedPnl ?? 0) - pos.unrealizedPnl)).toBeLessThan(tolerance)
    const expected = s.cash + pos.margin + pos.unrealizedPnl
    expect(Math.abs(s.totalValue - expected)).toBeLessThan(tolerance)
    // And the margin is not counted twice: the total stays near the total cash.
    expect(Math.abs(s.totalValue - totalCash)).toBeLessThan(pos.margin)

    const active = await get<PortfolioSummary>('/api/v1/portfolio')
    expect(active.body.positions['BTC-USD:perp']).toMatchObject({ market: 'perp', amount: 0.1 })
    expect(active.body.cash).toBeCloseTo(s.cash, 2)

    // The performance chart ends at the same valuation.
    const perf = await get<Performance>(`/api/v1/portfolios/${dave.portfolioId}/performance`)
    expect(perf.status).toBe(200)
    expect(Math.abs(perf.body.endEquity - s.totalValue)).toBeLessThan(tolerance)
  })
})
