import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyOptionFill, freeLong } from '../../../../server/options/trading/position.ts'
import { applyOptionFillTo, type Account } from '../../../../server/trading/account.ts'

const fill = (side: 'buy' | 'sell', qty: number, price: number, margin = 0, fee = 0) => ({
  side,
  qty,
  price,
  fee,
  marginPerContract: margin,
})

describe('option position math', () => {
  it('a buy pays premium and fee and opens a long at the premium', () => {
    const r = applyOptionFill(null, fill('buy', 2, 100, 0, 0.1))
    expect(r.cashDelta).toBe(-200.1)
    expect(r.marginDelta).toBe(0)
    expect(r.position).toEqual({ size: 2, avgPrice: 100, margin: 0, realizedPnl: 0 })
  })

  it('a sell receives premium less fee and locks margin per contract on a short', () => {
    const r = applyOptionFill(null, fill('sell', 3, 50, 400, 0.075))
    expect(r.cashDelta).toBe(149.925)
    expect(r.marginDelta).toBe(1200)
    expect(r.position).toEqual({ size: -3, avgPrice: 50, margin: 1200, realizedPnl: 0 })
  })

  it('averages the premium when a position grows', () => {
    const a = applyOptionFill(null, fill('buy', 1, 100)).position
    const b = applyOptionFill(a, fill('buy', 3, 200)).position
    expect(b?.avgPrice).toBe(175)
    expect(b?.size).toBe(4)
  })

  it('realizes P&L against the average when a long shrinks', () => {
    const a = applyOptionFill(null, fill('buy', 4, 100)).position
    const r = applyOptionFill(a, fill('sell', 1, 130, 999))
    expect(r.realizedPnl).toBe(30)
    expect(r.marginDelta).toBe(0)
    expect(r.position).toEqual({ size: 3, avgPrice: 100, margin: 0, realizedPnl: 30 })
  })

  it('releases a short margin pro rata when it is bought back and realizes the premium kept', () => {
    const s = applyOptionFill(null, fill('sell', 4, 80, 500)).position
    const r = applyOptionFill(s, fill('buy', 1, 60))
    expect(r.realizedPnl).toBe(20)
    expect(r.marginDelta).toBe(-500)
    expect(r.position).toMatchObject({ size: -3, margin: 1500, avgPrice: 80 })
  })

  it('closes then opens the rest on the other side when a fill crosses zero', () => {
    const l = applyOptionFill(null, fill('buy', 2, 100)).position
    const r = applyOptionFill(l, fill('sell', 5, 90, 300))
    expect(r.flipped).toBe(true)
    expect(r.realizedPnl).toBe(-20)
    expect(r.marginDelta).toBe(900)
    expect(r.position).toEqual({ size: -3, avgPrice: 90, margin: 900, realizedPnl: 0 })
  })

  it('a position that closes exactly is gone and its margin all released', () => {
    const s = applyOptionFill(null, fill('sell', 2, 10, 100)).position
    const r = applyOptionFill(s, fill('buy', 2, 4))
    expect(r.position).toBeNull()
    expect(r.marginDelta).toBe(-200)
    expect(r.realizedPnl).toBe(12)
  })

  it('cash moved by a round trip is the realized P&L less fees, and margin nets to zero', () => {
    const trip = fc.record({
      side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
      qty: fc.integer({ min: 1, max: 50 }),
      open: fc.integer({ min: 1, max: 100_000 }),
      close: fc.integer({ min: 0, max: 100_000 }),
      margin: fc.integer({ min: 0, max: 100_000 }),
    })
    fc.assert(
      fc.property(trip, ({ side, qty, open, close, margin }) => {
        const o = applyOptionFill(null, fill(side, qty, open / 100, margin / 100, 0.01))
        const back = side === 'buy' ? 'sell' : 'buy'
        const c = applyOptionFill(o.position, fill(back, qty, close / 100, margin / 100, 0.01))
        expect(c.position).toBeNull()
        expect(o.marginDelta + c.marginDelta).toBeCloseTo(0, 6)
        expect(o.cashDelta + c.cashDelta).toBeCloseTo(c.realizedPnl - 0.02, 6)
      }),
    )
  })

  it('a long frees only contracts no open sell holds back', () => {
    expect(freeLong({ size: 5, reserved: 2 })).toBe(3)
    expect(freeLong({ size: -5, reserved: 0 })).toBe(0)
    expect(freeLong(undefined)).toBe(0)
  })
})

describe('account option fills', () => {
  const fresh = (): Account => ({
    portfolioId: 'p',
    userId: 'u',
    currency: 'USD',
    cash: 10_000,
    reserved: 0,
    holdings: new Map(),
    perps: new Map(),
    options: new Map(),
  })
  let n = 0
  const id = () => `id${++n}`

  it('moves premium in cash and a short margin into reserved, never below zero', () => {
    const a = fresh()
    applyOptionFillTo(a, 'X', { ...fill('sell', 2, 100, 1000, 0.1), closing: 0 }, id)
    expect(a.cash).toBe(10_199.9)
    expect(a.reserved).toBe(2000)
    applyOptionFillTo(a, 'X', { ...fill('buy', 2, 50, 0, 0.05), closing: 0 }, id)
    expect(a.cash).toBe(10_099.85)
    expect(a.reserved).toBe(0)
    expect(a.options.has('X')).toBe(false)
  })

  it('uses up the contracts a closing sell held back and keeps the id until a flip', () => {
    const a = fresh()
    applyOptionFillTo(a, 'X', { ...fill('buy', 3, 10), closing: 0 }, id)
    const first = a.options.get('X')
    if (!first) throw new Error('no position')
    first.reserved = 2
    applyOptionFillTo(a, 'X', { ...fill('sell', 1, 12), closing: 1 }, id)
    expect(a.options.get('X')).toMatchObject({ id: first.id, size: 2, reserved: 1 })
    applyOptionFillTo(a, 'X', { ...fill('sell', 3, 12, 50), closing: 1 }, id)
    const flipped = a.options.get('X')
    expect(flipped?.id).not.toBe(first.id)
    expect(flipped).toMatchObject({ size: -1, reserved: 0, margin: 50 })
  })
})
