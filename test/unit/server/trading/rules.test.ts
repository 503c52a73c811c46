import { describe, expect, it } from 'vitest'
import { canonicalJson, KeyLocks } from '../../../../server/trading/idempotency.ts'
import { slippageRefusal, staleRefusal } from '../../../../server/trading/refusals.ts'
import { reservationFor } from '../../../../server/trading/reservation.ts'
import { mergeUnits, UnitOfWork } from '../../../../server/trading/unit-of-work.ts'
import { unitsOf } from '../../../../server/trading/units.ts'

const btc = unitsOf({
  symbol: 'BTC-USD',
  name: 'Bitcoin',
  assetClass: 'crypto',
  base: 'BTC',
  quote: 'USD',
  tickSize: 0.01,
  lotSize: 0.00001,
  maxQuantity: 1000,
})

describe('units', () => {
  it('converts on the grid and refuses off-grid values', () => {
    expect(btc.toTicks(67_210.37)).toBe(6_721_037)
    expect(btc.toTicks(67_210.375)).toBeUndefined()
    expect(btc.toLots(0.5)).toBe(50_000)
    expect(btc.toLots(0.000015)).toBeUndefined()
    expect(btc.price(6_721_037)).toBe(67_210.37)
    expect(btc.qty(3)).toBe(0.00003)
  })
})

describe('reservations', () => {
  const base = { market: 'spot' as const, stopPrice: null, leverage: 1, reduceOnly: false }
  it('holds price × qty plus the taker fee for a limit buy', () => {
    const r = reservationFor(
      { ...base, side: 'buy', orderType: 'limit', quantity: 2, price: 100 },
      { bestBid: null, bestAsk: null, last: null },
    )
    expect(r).toEqual({ cash: 200.1, qty: 0, protection: null })
  })
  it('holds up to the protection band for a market buy', () => {
    const r = reservationFor(
      { ...base, side: 'buy', orderType: 'market', quantity: 1, price: null },
      { bestBid: 99, bestAsk: 100, last: 98 },
    )
    expect(r?.protection).toBeCloseTo(105, 8)
    expect(r?.cash).toBeCloseTo(105 * 1.0005, 8)
  })
  it('holds the quantity for a spot sell and margin for a perp', () => {
    expect(
      reservationFor(
        { ...base, side: 'sell', orderType: 'limit', quantity: 3, price: 10 },
        { bestBid: 9, bestAsk: 11, last: 10 },
      ),
    ).toMatchObject({ cash: 0, qty: 3 })
    const perp = reservationFor(
      {
        ...base,
        market: 'perp',
        leverage: 10,
        side: 'buy',
        orderType: 'limit',
        quantity: 1,
        price: 1000,
      },
      { bestBid: null, bestAsk: null, last: null },
    )
    expect(perp?.cash).toBeCloseTo(100 + 0.5, 8)
  })
})

describe('refusals', () => {
  it('says which rule refused, with the numbers', () => {
    const now = Date.parse('2026-01-01T00:05:00Z')
    expect(staleRefusal('2026-01-01T00:00:00Z', now, 120_000)).toBe(
      'Order refused: placed 5 min ago, older than the 2 min limit for delayed orders',
    )
    expect(staleRefusal('2026-01-01T00:04:30Z', now, 120_000)).toBeUndefined()
    expect(slippageRefusal('buy', 100, { bestBid: null, bestAsk: 101.23, last: null }, 0.5)).toBe(
      'Order refused: price moved 1.23% since you placed it (tolerance 0.5%)',
    )
    expect(
      slippageRefusal('buy', 100, { bestBid: null, bestAsk: 98, last: null }, 0.5),
    ).toBeUndefined()
    expect(slippageRefusal('sell', 100, { bestBid: 99.4, bestAsk: null, last: null }, 0.5)).toBe(
      'Order refused: price moved 0.6% since you placed it (tolerance 0.5%)',
    )
  })
})

describe('idempotency and group commit helpers', () => {
  it('hashes JSON independently of key order', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(
      canonicalJson({ a: [1, { c: 3, d: 2 }], b: 1 }),
    )
  })
  it('runs one request per key at a time', async () => {
    const locks = new KeyLocks()
    const log: string[] = []
    const job = (name: string) => async () => {
      log.push(`${name}+`)
      await new Promise((r) => setTimeout(r, 5))
      log.push(`${name}-`)
    }
    await Promise.all([
      locks.run('k', job('a')),
      locks.run('k', job('b')),
      locks.run('other', job('c')),
    ])
    expect(log.indexOf('a-')).toBeLessThan(log.indexOf('b+'))
  })
  it('keeps the latest state of a row and every insert when merging units', () => {
    const u1 = new UnitOfWork()
    u1.put('order:1', { sql: 'o1 v1', params: [] })
    u1.insert({ sql: 'trade a', params: [] })
    const u2 = new UnitOfWork()
    u2.put('order:1', { sql: 'o1 v2', params: [] })
    u2.insert({ sql: 'trade b', params: [] })
    expect(mergeUnits([u1, u2]).map((s) => s.sql)).toEqual(['o1 v2', 'trade a', 'trade b'])
  })
})
