import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketShockResult } from '../../../protocol/index.ts'
import { demoTokens, startServer, type TestServer } from '../helpers.ts'

let t: TestServer
let adminToken = ''
let traderToken = ''

beforeAll(async () => {
  t = await startServer({ demo: true })
  // Ticks only when the test says: a live tick between the shock and the read moves the index.
  t.server.market.stop()
  ;({ admin: adminToken, trader: traderToken } = await demoTokens(t.api))
})
afterAll(async () => {
  await t.close()
})

const shock = (token: string, body: unknown) =>
  t.api('POST', '/api/v1/admin/market/shock', { token, json: body })

describe('admin market shock', () => {
  it('moves the index by the percentage, and the book follows on the next tick', async () => {
    const res = await shock(adminToken, { symbol: 'eth-usd', percent: 10 })
    expect(res.status).toBe(200)
    const moved = marketShockResult.parse(res.body)
    expect(moved.symbol).toBe('ETH-USD')
    expect(moved.to / moved.from).toBeCloseTo(1.1, 4)
    expect(t.server.market.indexPrice('ETH-USD')).toBe(moved.to)
    t.server.market.tick(Date.now() + 10_000)
    const book = t.server.market.orderBook('ETH-USD')
    const bestBid = book?.bids[0]?.[0] ?? 0
    expect(bestBid).toBeGreaterThan(moved.from * 1.09)
  })

  it('is for administrators only, and refuses a bad move with its field', async () => {
    expect((await shock(traderToken, { symbol: 'ETH-USD', percent: 5 })).status).toBe(403)
    const bad = await shock(adminToken, { symbol: 'ETH-USD', percent: 80 })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toContain('percent')
    expect((await shock(adminToken, { symbol: 'ETH-USD', percent: 0 })).status).toBe(422)
    const unknown = await shock(adminToken, { symbol: 'NOPE-USD', percent: 5 })
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Symbol not found' } })
  })
})
