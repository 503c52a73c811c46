import { describe, expect, it } from 'vitest'
import { applyFill, type PositionState } from '../../../../server/perps/index.ts'

const long10: PositionState = {
  side: 'long',
  size: 2,
  entryPrice: 100,
  margin: 20,
  leverage: 10,
  realizedPnl: 0,
  fundingPaid: 1.5,
}

describe('applyFill', () => {
  it('opens a position with margin notional / leverage', () => {
    const r = applyFill(null, { side: 'sell', price: 200, qty: 0.5, leverage: 5 })
    expect(r).toEqual({
      position: {
        side: 'short',
        size: 0.5,
        entryPrice: 200,
        margin: 20,
        leverage: 5,
        realizedPnl: 0,
        fundingPaid: 0,
      },
      realizedPnl: 0,
      marginReleased: 0,
      marginAdded: 20,
    })
  })

  it('adds at a size-weighted entry price', () => {
    const r = applyFill(long10, { side: 'buy', price: 130, qty: 1, leverage: 10 })
    expect(r.position).toMatchObject({ side: 'long', size: 3, entryPrice: 110, margin: 33 })
    expect(r.marginAdded).toBe(13)
    expect(r.realizedPnl).toBe(0)
  })

  it('partially reduces: realizes PnL and releases margin pro rata', () => {
    const r = applyFill(long10, { side: 'sell', price: 120, qty: 0.5, leverage: 10 })
    expect(r.realizedPnl).toBe(10)
    expect(r.marginReleased).toBe(5)
    expect(r.marginAdded).toBe(0)
    expect(r.position).toMatchObject({
      side: 'long',
      size: 1.5,
      entryPrice: 100,
      margin: 15,
      realizedPnl: 10,
      fundingPaid: 1.5,
    })
  })

  it('realizes a loss on a short bought back higher', () => {
    const short = { ...long10, side: 'short' as const }
    const r = applyFill(short, { side: 'buy', price: 110, qty: 1, leverage: 10 })
    expect(r.realizedPnl).toBe(-10)
    expect(r.position?.size).toBe(1)
  })

  it('closes fully', () => {
    const r = applyFill(long10, { side: 'sell', price: 90, qty: 2, leverage: 10 })
    expect(r).toEqual({ position: null, realizedPnl: -20, marginReleased: 20, marginAdded: 0 })
  })

  it('treats float dust as a full close', () => {
    const p = { ...long10, size: 0.3 }
    const a = applyFill(p, { side: 'sell', price: 100, qty: 0.1, leverage: 10 })
    const b = applyFill(a.position, { side: 'sell', price: 100, qty: 0.2, leverage: 10 })
    expect(b.position).toBeNull()
  })

  it('flips: closes, then opens the rest on the other side', () => {
    const r = applyFill(long10, { side: 'sell', price: 150, qty: 5, leverage: 3 })
    expect(r.realizedPnl).toBe(100)
    expect(r.marginReleased).toBe(20)
    expect(r.marginAdded).toBe(150)
    expect(r.position).toEqual({
      side: 'short',
      size: 3,
      entryPrice: 150,
      margin: 150,
      leverage: 3,
      realizedPnl: 0,
      fundingPaid: 0,
    })
  })

  it('refuses an empty fill', () => {
    expect(() => applyFill(null, { side: 'buy', price: 100, qty: 0, leverage: 1 })).toThrow()
  })
})
