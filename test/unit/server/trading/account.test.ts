import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyPerpFill,
  applySpotBuy,
  applySpotSell,
  availableCash,
  releaseCash,
  reserveCash,
  reserveQty,
  type Account,
} from '../../../../server/trading/account.ts'

const fresh = (cash = 100_000): Account => ({
  portfolioId: 'p',
  userId: 'u',
  currency: 'USD',
  cash,
  reserved: 0,
  holdings: new Map(),
  perps: new Map(),
  options: new Map(),
})
let n = 0
const id = () => `id${++n}`

describe('spot accounting', () => {
  it('pays notional and fee on a buy and averages the holding price', () => {
    const a = fresh()
    applySpotBuy(a, 'BTC-USD', 1, 100, 0.05, id)
    applySpotBuy(a, 'BTC-USD', 3, 200, 0.3, id)
    expect(a.cash).toBeCloseTo(100_000 - 100 - 0.05 - 600 - 0.3, 8)
    expect(a.holdings.get('BTC-USD')).toMatchObject({ qty: 4, avgPrice: 175 })
  })

  it('realizes P&L against the average price on a sell, fee beside it', () => {
    const a = fresh()
    applySpotBuy(a, 'X', 2, 100, 0, id)
    reserveQty(a, 'X', 2)
    const pnl = applySpotSell(a, 'X', 1, 130, 0.1)
    expect(pnl).toBe(30)
    expect(a.cash).toBeCloseTo(100_000 - 200 + 130 - 0.1, 8)
    expect(a.holdings.get('X')).toMatchObject({ qty: 1, reserved: 1, avgPrice: 100 })
  })

  it('never lets a release take reserved below zero', () => {
    const a = fresh()
    reserveCash(a, 10)
    releaseCash(a, 10.000000001)
    expect(a.reserved).toBe(0)
    expect(availableCash(a)).toBe(100_000)
  })

  it('conserves value: cash + holdings at cost changes only by fees (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            buy: fc.boolean(),
            qty: fc.integer({ min: 1, max: 50 }),
            price: fc.integer({ min: 1, max: 10_000 }),
          }),
          { maxLength: 40 },
        ),
        (ops) => {
          const a = fresh(1e9)
          let fees = 0
          let realized = 0
          for (const op of ops) {
            const fee = (op.qty * op.price) / 1000
            const held = a.holdings.get('X')?.qty ?? 0
            if (op.buy) applySpotBuy(a, 'X', op.qty, op.price, fee, id)
            else if (held >= op.qty) {
              reserveQty(a, 'X', op.qty)
              realized += applySpotSell(a, 'X', op.qty, op.price, fee)
            } else continue
            fees += fee
          }
          const h = a.holdings.get('X')
          const atCost = (h?.qty ?? 0) * (h?.avgPrice ?? 0)
          expect(a.cash + atCost).toBeCloseTo(1e9 + realized - fees, 1)
        },
      ),
    )
  })
})

describe('perpetual accounting', () => {
  it('opens with margin notional / leverage, closes with realized P&L and frees the margin', () => {
    const a = fresh()
    applyPerpFill(a, 'BTC-USD', 'buy', 2, 100, 0.1, 10, id)
    expect(a.perps.get('BTC-USD')).toMatchObject({ size: 2, entryPrice: 100, margin: 20 })
    expect(a.reserved).toBe(20)
    const pnl = applyPerpFill(a, 'BTC-USD', 'sell', 1, 110, 0.055, 10, id)
    expect(pnl).toBe(10)
    expect(a.perps.get('BTC-USD')).toMatchObject({ size: 1, margin: 10, realizedPnl: 10 })
    expect(a.reserved).toBe(10)
    expect(a.cash).toBeCloseTo(100_000 - 0.1 - 0.055 + 10, 8)
  })

  it('flips a position: closes the old side, opens the rest at the fill price', () => {
    const a = fresh()
    applyPerpFill(a, 'E', 'sell', 1, 50, 0, 5, id)
    const pnl = applyPerpFill(a, 'E', 'buy', 3, 40, 0, 5, id)
    expect(pnl).toBe(10)
    expect(a.perps.get('E')).toMatchObject({ size: 2, entryPrice: 40, margin: 16 })
    expect(a.reserved).toBe(16)
  })
})
