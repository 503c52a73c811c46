import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { Holding, Performance } from '../../../protocol/index.ts'
import type { DataChange } from '../../../workers/engine/api.ts'
import { performanceKey } from '../../../workers/engine/portfolio/performance.ts'
import type { FakeAnswer } from '../helpers/fake-fetch.ts'
import {
  disposeEngines,
  json,
  openTestDb,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const curve = (timeframe: Performance['timeframe'], end: number): Performance => ({
  portfolioId: 'p1',
  timeframe,
  points: [
    { time: 1_000, equity: 100 },
    { time: 2_000, equity: end },
  ],
  startEquity: 100,
  endEquity: end,
  change: end - 100,
  changePercent: end - 100,
})

const manual: Holding = {
  id: 'h1',
  portfolioId: 'p1',
  symbol: 'ETH-USD',
  source: 'manual',
  quantity: 2,
  averagePrice: 3_000,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

describe('portfolio domain: the equity curve and manual holdings', () => {
  it('asks for the timeframe, then serves the saved curve of that timeframe offline', async () => {
    const online = { on: true }
    const answer = (body: Performance) => (): FakeAnswer =>
      online.on ? json(200, body) : 'network'
    const ctx = await signedInEngine({ 'GET /portfolios/p1/performance': answer(curve('1M', 120)) })
    const fresh = await ctx.api.portfolioPerformance('p1', '1M')
    expect(fresh).toEqual({ ok: true, value: { value: curve('1M', 120), fromCache: false } })
    const sent = ctx.http.calls.find((c) => c.path === '/portfolios/p1/performance')
    expect(sent?.url.searchParams.get('timeframe')).toBe('1M')

    online.on = false
    const saved = await ctx.api.portfolioPerformance('p1', '1M')
    expect(saved.ok && saved.value.fromCache).toBe(true)
    expect(saved.ok && saved.value.value.endEquity).toBe(120)
    expect(saved.ok && typeof saved.value.savedAt).toBe('number')
    // Another timeframe was never seen online: no copy to show, the failure is said.
    const unseen = await ctx.api.portfolioPerformance('p1', '1Y')
    expect(!unseen.ok && unseen.error.message).toBe('Network error. Please check your connection.')
  })

  it('drops a saved curve that no longer parses instead of showing it', async () => {
    const ctx = await signedInEngine({ 'GET /portfolios/p1/performance': () => 'network' })
    const db = openTestDb(ctx.dbName)
    await db.kv.put({ key: performanceKey('p1', '1W'), value: { points: 'broken' } })
    db.close()
    const res = await ctx.api.portfolioPerformance('p1', '1W')
    expect(res.ok).toBe(false)
  })

  it('removes a manual holding at the server and from IndexedDB, and tells every tab', async () => {
    const ctx = await signedInEngine({
      'GET /portfolios/p1/holdings': () => json(200, [manual]),
      'DELETE /holdings/h1': () => json(204, null),
    })
    await ctx.api.listHoldings('p1')
    const other = ctx.engine.connectTab()
    const changes: DataChange[][] = []
    await other.watchChanges((c) => changes.push(c))

    expect(await ctx.api.deleteHolding('p1', 'h1')).toEqual({ ok: true, value: undefined })
    expect(ctx.http.calls.some((c) => c.method === 'DELETE' && c.path === '/holdings/h1')).toBe(
      true,
    )
    const db = openTestDb(ctx.dbName)
    expect(await db.holdings.get('h1')).toBeUndefined()
    db.close()
    await waitFor(() =>
      expect(changes.flat()).toContainEqual({ topic: 'holdings', portfolioId: 'p1' }),
    )
  })

  it("passes the server's refusal on and names other failures as SPEC §8 does", async () => {
    const ctx = await signedInEngine({
      'DELETE /holdings/h1': () =>
        json(409, {
          detail: 'A holding bought on the exchange is closed by selling it, not deleted',
        }),
      'DELETE /holdings/h2': () => json(418, {}),
      'DELETE /portfolios/p1': () =>
        json(409, { detail: 'Close the open positions of this portfolio first' }),
    })
    const refused = await ctx.api.deleteHolding('p1', 'h1')
    expect(!refused.ok && refused.error.message).toBe(
      'A holding bought on the exchange is closed by selling it, not deleted',
    )
    const other = await ctx.api.deleteHolding('p1', 'h2')
    expect(!other.ok && other.error.message).toBe('Failed to remove holdings')
    const portfolio = await ctx.api.deletePortfolio('p1')
    expect(!portfolio.ok && portfolio.error.message).toBe(
      'Close the open positions of this portfolio first',
    )
  })
})
