import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { perpFunding, type MarketPrice, type PerpFunding } from '../../protocol/index.ts'
import { FUNDING_RATE_CAP, fundingRate } from '../../server/perps/funding-rate.ts'
import { startServer, type TestServer } from './helpers.ts'

const HOUR = 3_600_000

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const funding = async (server: TestServer, symbol: string): Promise<PerpFunding> => {
  const res = await server.api<PerpFunding>('GET', `/api/v1/market/funding?symbol=${symbol}`)
  expect(res.status).toBe(200)
  return perpFunding.parse(res.body)
}

describe('GET /market/funding', () => {
  it('answers the mark, the index and the 8 h rate the perps math gives for them', async () => {
    for (const symbol of ['BTC-USD', 'EUR-USD', 'XAU-USD']) {
      const f = await funding(t, symbol.toLowerCase())
      expect(f.symbol).toBe(symbol)
      expect(f.fundingRate).toBe(fundingRate({ markPrice: f.markPrice, indexPrice: f.indexPrice }))
      expect(Math.abs(f.fundingRate)).toBeLessThanOrEqual(FUNDING_RATE_CAP)
      // The mark is the book's mid held within 0.5 % of the index.
      expect(Math.abs(f.markPrice - f.indexPrice) / f.indexPrice).toBeLessThanOrEqual(0.005 + 1e-12)
      const price = await t.api<MarketPrice[]>('GET', `/api/v1/market/data?symbols=${symbol}`)
      const last = price.body[0]?.price ?? 0
      expect(Math.abs(last - f.indexPrice) / f.indexPrice).toBeLessThan(0.01)
    }
  })

  it('tells the next funding time: in the future, on the 8 h grid', async () => {
    const before = Date.now()
    const f = await funding(t, 'ETH-USD')
    expect(f.fundingIntervalMs).toBe(8 * HOUR)
    expect(f.nextFundingTime % f.fundingIntervalMs).toBe(0)
    expect(f.nextFundingTime).toBeGreaterThan(before)
    expect(f.nextFundingTime).toBeLessThanOrEqual(Date.now() + f.fundingIntervalMs)
  })

  it('follows a configured interval (FUNDING_INTERVAL_SEC)', async () => {
    const hourly = await startServer({ fundingIntervalSec: 3600 })
    try {
      const f = await funding(hourly, 'BTC-USD')
      expect(f.fundingIntervalMs).toBe(HOUR)
      expect(f.nextFundingTime % HOUR).toBe(0)
      expect(f.nextFundingTime).toBeGreaterThan(Date.now() - 1000)
      expect(f.nextFundingTime).toBeLessThanOrEqual(Date.now() + HOUR)
      expect(f.nextFundingTime).toBe(hourly.server.ctx.funding.nextAt())
    } finally {
      await hourly.close()
    }
  })

  it('refuses an unknown symbol (404) and a missing one (422)', async () => {
    const unknown = await t.api('GET', '/api/v1/market/funding?symbol=NOPE-USD')
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Symbol not found' } })
    expect((await t.api('GET', '/api/v1/market/funding')).status).toBe(422)
  })
})
