/**
 * Multi-leg option orders over HTTP: an iron condor fills all four legs at once, and one whose
 * leg cannot fill — too large for the book at its limit, or a net price no book meets — changes
 * nothing at all; shapes that are not their named strategy are refused, and a repeated
 * Idempotency-Key answers the first answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MultiLegRequest, OptionChain } from '../../../protocol/index.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, place, type Trader } from '../trading/trading-helpers.ts'
import {
  balance,
  chainOf,
  expiriesOf,
  multiLeg,
  nearest,
  optionPositions,
  ordersOf,
} from './trading-options-helpers.ts'

let t: TestServer
let chain: OptionChain
let condor: MultiLegRequest['legs']
beforeAll(async () => {
  t = await startServer()
  const listed = await expiriesOf(t.api, 'BTC-USD')
  const expiry = listed.expiries[Math.min(3, listed.expiries.length - 1)]?.expiry ?? 0
  chain = await chainOf(t.api, 'BTC-USD', expiry)
  const S = chain.indexPrice
  const p1 = nearest(chain, 'put', S * 0.9)
  const p2 = nearest(chain, 'put', S * 0.95)
  const c1 = nearest(chain, 'call', S * 1.05)
  const c2 = nearest(chain, 'call', S * 1.1)
  condor = [
    { symbol: p1.symbol, side: 'buy', quantity: 0.1 },
    { symbol: p2.symbol, side: 'sell', quantity: 0.1 },
    { symbol: c1.symbol, side: 'sell', quantity: 0.1 },
    { symbol: c2.symbol, side: 'buy', quantity: 0.1 },
  ]
})
afterAll(async () => {
  await t.close()
})

/** Orders, balance and positions: everything a refused multi-leg order must leave as it was. */
const stateOf = async (trader: Trader) => ({
  orders: (await ordersOf(t.api, trader)).map((o) => [o.id, o.status]),
  balance: await balance(t.api, trader),
  positions: (await optionPositions(t.api, trader)).map((p) => [p.symbol, p.size]),
})

describe('an iron condor', () => {
  it('fills all four legs in one request', async () => {
    const cy = await newTrader(t.api, 'cy')
    const res = await multiLeg(t.api, cy, { strategy: 'iron_condor', legs: condor })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.orders).toHaveLength(4)
    expect(res.body.orders.map((o) => o.status)).toEqual(['filled', 'filled', 'filled', 'filled'])
    expect(res.body.orders.map((o) => o.symbol)).toEqual(condor.map((l) => l.symbol))
    expect(res.body.fees).toBeGreaterThan(0)
    // Selling the inner strikes: a net credit.
    expect(res.body.netPremium).toBeLessThan(0)
    const positions = await optionPositions(t.api, cy)
    expect(positions).toHaveLength(4)
    for (const leg of condor) {
      const p = positions.find((x) => x.symbol === leg.symbol)
      expect(p?.side).toBe(leg.side === 'buy' ? 'long' : 'short')
    }
    const b = await balance(t.api, cy)
    expect(b.total).toBeCloseTo(100_000 - res.body.netPremium - res.body.fees, 6)
  })

  it('changes nothing when one leg is larger than the book holds at its limit', async () => {
    const dee = await newTrader(t.api, 'dee')
    const before = await stateOf(dee)
    const legs = condor.map((l, i) => (i === 3 ? { ...l, quantity: 99 } : l))
    const res = await multiLeg(t.api, dee, { legs })
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain('Leg 4')
    expect(await stateOf(dee)).toEqual(before)
  })

  it('changes nothing when no book meets the net limit price', async () => {
    const dee = await newTrader(t.api, 'dee2')
    const before = await stateOf(dee)
    // A credit of a million per condor: no book pays that.
    const res = await multiLeg(t.api, dee, {
      strategy: 'iron_condor',
      legs: condor,
      limitPrice: -1_000_000,
    })
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain('net')
    expect(await stateOf(dee)).toEqual(before)
  })

  it('refuses legs without funds for the whole set with the numbers, changing nothing', async () => {
    const poor = await newTrader(t.api, 'poor')
    // Spend about 92,000 on spot bitcoin, leaving less than one condor's margin on two shorts.
    const spent = await place(t.api, poor, {
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      quantity: Math.floor((92_000 / chain.indexPrice) * 1000) / 1000,
    })
    expect(spent.status).toBe(201)
    const before = await stateOf(poor)
    const legs = condor.map((l) => ({ ...l, quantity: 1 }))
    const res = await multiLeg(t.api, poor, { legs })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/need [\d,.]+ USD .*, [\d,.]+ USD available/)
    expect(await stateOf(poor)).toEqual(before)
  })

  it('refuses a named strategy whose legs do not have its shape (422)', async () => {
    const eli = await newTrader(t.api, 'eli')
    const res = await multiLeg(t.api, eli, {
      strategy: 'iron_condor',
      legs: condor.map((l) => ({ ...l, side: 'buy' as const })),
    })
    expect(res.status).toBe(422)
    expect(JSON.stringify(res.body)).toContain('iron condor')
    const spot = await multiLeg(t.api, eli, {
      legs: [
        { symbol: 'BTC-USD', side: 'buy', quantity: 0.1 },
        condor[0] ?? { symbol: '', side: 'buy', quantity: 1 },
      ],
    })
    expect(spot.status).toBe(422)
  })

  it('answers a repeated Idempotency-Key with the first answer, placing once', async () => {
    const fay = await newTrader(t.api, 'fay')
    const straddleCall = nearest(chain, 'call', chain.indexPrice)
    const straddlePut = chain.quotes.find(
      (q) => q.right === 'put' && q.strike === straddleCall.strike,
    )
    const body = {
      strategy: 'straddle',
      legs: [
        { symbol: straddleCall.symbol, side: 'buy' as const, quantity: 0.05 },
        { symbol: straddlePut?.symbol ?? '', side: 'buy' as const, quantity: 0.05 },
      ],
    }
    const send = () =>
      t.api<{ id: string }>('POST', '/api/v1/orders/multi-leg', {
        token: fay.token,
        json: { portfolioId: fay.portfolioId, ...body },
        headers: { 'Idempotency-Key': 'straddle-1' },
      })
    const first = await send()
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const again = await send()
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect((await ordersOf(t.api, fay)).length).toBe(2)
  })
})
