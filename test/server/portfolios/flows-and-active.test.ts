/**
 * Money moved in and out from outside (deposits, manual holdings) is recorded as flows, shown by
 * analytics and the performance chart; the active portfolio is one at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AnalyticsReport,
  Holding,
  Performance,
  Portfolio,
  PortfolioSummary,
} from '../../../protocol/index.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, type Trader } from '../trading/trading-helpers.ts'

let t: TestServer
let alice: Trader

const call = <T>(method: string, path: string, json?: unknown, who: Trader = alice) =>
  t.api<T>(method, `/api/v1${path}`, { token: who.token, ...(json === undefined ? {} : { json }) })

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'flows')
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('portfolio flows', () => {
  it('records the opening deposit, a manual add at market and its removal', async () => {
    const price = t.server.market.price('ETH-USD')?.price ?? 0
    const added = await call<Holding>('POST', `/portfolios/${alice.portfolioId}/holdings`, {
      symbol: 'ETH-USD',
      quantity: 2,
      averagePrice: 1000,
    })
    expect(added.status).toBe(201)
    expect((await call('DELETE', `/holdings/${added.body.id}`)).status).toBe(204)

    const a = (await call<AnalyticsReport>('GET', `/portfolios/${alice.portfolioId}/analytics`))
      .body
    expect(a.flows.map((f) => [f.kind, f.symbol])).toEqual([
      ['deposit', null],
      ['manual_add', 'ETH-USD'],
      ['manual_remove', 'ETH-USD'],
    ])
    const [deposit, add, remove] = a.flows
    expect(deposit?.amount).toBe(100_000)
    // Valued at the market, not at the average price typed in.
    expect(add?.amount).toBeGreaterThan(2 * price * 0.9)
    expect(add?.amount).toBeLessThan(2 * price * 1.1)
    expect(remove?.amount).toBeLessThan(0)
    const inFlows = a.flows.reduce((s, f) => s + f.amount, 0)
    expect(a.series.netFlows.at(-1)).toBeCloseTo(inFlows, 6)

    const perf = (
      await call<Performance>('GET', `/portfolios/${alice.portfolioId}/performance?timeframe=1D`)
    ).body
    expect(perf.points.at(-1)?.netDeposits).toBeCloseTo(Math.round(inFlows * 100) / 100, 2)
    // A point was recorded after each flow, besides the live one.
    expect(perf.points.length).toBeGreaterThanOrEqual(4)
  })
})

describe('the active portfolio', () => {
  it('is one at a time, followed by GET /portfolio, and passes on when deleted', async () => {
    const bob = await newTrader(t.api, 'active')
    const list = async () =>
      (await call<Portfolio[]>('GET', '/portfolios', undefined, bob)).body.map((p) => [
        p.name,
        p.isActive,
      ])
    const second = await call<Portfolio>('POST', '/portfolios', { name: 'Second' }, bob)
    expect(second.body.isActive).toBe(false)
    expect(await list()).toEqual([
      ['Main', true],
      ['Second', false],
    ])

    const put = await call<Portfolio>(
      'PUT',
      `/portfolios/${second.body.id}`,
      { isActive: true },
      bob,
    )
    expect(put.body.isActive).toBe(true)
    expect(await list()).toEqual([
      ['Main', false],
      ['Second', true],
    ])
    const active = await call<PortfolioSummary>('GET', '/portfolio', undefined, bob)
    expect(active.body.portfolioId).toBe(second.body.id)

    // Another user's portfolio id activates nothing of bob's.
    const foreign = await call('PUT', `/portfolios/${alice.portfolioId}`, { isActive: true }, bob)
    expect(foreign.status).toBe(404)
    expect(await list()).toEqual([
      ['Main', false],
      ['Second', true],
    ])

    expect((await call('DELETE', `/portfolios/${second.body.id}`, undefined, bob)).status).toBe(204)
    expect(await list()).toEqual([['Main', true]])
  })
})
