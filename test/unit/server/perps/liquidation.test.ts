import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  initialMargin,
  isLiquidatable,
  liquidationPrice,
  maintenanceMargin,
  maintenanceMarginRate,
  maxLeverage,
} from '../../../../protocol/trading-math.ts'
import {
  unrealizedPnl,
  unrealizedPnlPercent,
  type PositionSide,
} from '../../../../server/perps/index.ts'

const MMR = 0.005
const equityAt = (side: PositionSide, entry: number, size: number, margin: number, p: number) =>
  margin + unrealizedPnl(side, entry, p, size)

describe('liquidation price', () => {
  it('10x long from 100 liquidates near 90.45', () => {
    const margin = initialMargin(100, 10)
    const liq = liquidationPrice({ side: 'long', entryPrice: 100, size: 1, margin, mmr: MMR })
    expect(liq).toBeCloseTo(90.4523, 4)
    expect(equityAt('long', 100, 1, margin, liq)).toBeCloseTo(maintenanceMargin(1, liq, MMR), 9)
  })

  it('10x short from 100 liquidates near 109.45', () => {
    const margin = initialMargin(100, 10)
    const liq = liquidationPrice({ side: 'short', entryPrice: 100, size: 1, margin, mmr: MMR })
    expect(liq).toBeCloseTo(109.4527, 4)
    expect(equityAt('short', 100, 1, margin, liq)).toBeCloseTo(maintenanceMargin(1, liq, MMR), 9)
  })

  it.each([
    [2, 50.2513],
    [5, 80.402],
    [25, 96.4824],
    [50, 98.4925],
  ])('long at %ix from 100 liquidates at %f', (lev, expected) => {
    const size = 3
    const liq = liquidationPrice({
      side: 'long',
      entryPrice: 100,
      size,
      margin: initialMargin(size * 100, lev),
      mmr: MMR,
    })
    expect(liq).toBeCloseTo(expected, 3)
  })

  it('a 1x long is never liquidated and the price is never negative', () => {
    expect(
      liquidationPrice({ side: 'long', entryPrice: 100, size: 1, margin: 100, mmr: MMR }),
    ).toBe(0)
    expect(
      liquidationPrice({ side: 'long', entryPrice: 100, size: 1, margin: 150, mmr: MMR }),
    ).toBe(0)
  })

  it('liquidates at or beyond the price only', () => {
    expect(isLiquidatable('long', 90.45, 90.45)).toBe(true)
    expect(isLiquidatable('long', 90.46, 90.45)).toBe(false)
    expect(isLiquidatable('short', 109.45, 109.45)).toBe(true)
    expect(isLiquidatable('short', 109.44, 109.45)).toBe(false)
  })

  it('equity at the liquidation price equals maintenance, on the losing side (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PositionSide>('long', 'short'),
        fc.double({ min: 0.01, max: 1_000_000, noNaN: true }),
        fc.double({ min: 1e-4, max: 1_000, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        (side, entry, size, leverage) => {
          const notional = entry * size
          const margin = initialMargin(notional, leverage)
          const mmr = maintenanceMarginRate(notional, leverage)
          const liq = liquidationPrice({ side, entryPrice: entry, size, margin, mmr })
          const equity = equityAt(side, entry, size, margin, liq)
          const maintenance = maintenanceMargin(size, liq, mmr)
          // Relative to the notional: both sides are differences of numbers of that scale.
          expect(Math.abs(equity - maintenance)).toBeLessThanOrEqual(1e-9 * notional)
          if (side === 'long') expect(liq).toBeLessThan(entry)
          else expect(liq).toBeGreaterThan(entry)
          expect(liq).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('margin tiers', () => {
  it('small positions keep 0.5 % and may use 50x; large ones need more and get less', () => {
    expect(maintenanceMarginRate(10_000)).toBe(0.005)
    expect(maxLeverage(10_000)).toBe(50)
    expect(maintenanceMarginRate(500_000)).toBe(0.025)
    expect(maxLeverage(500_000)).toBe(10)
    expect(maxLeverage(1e9)).toBe(2)
  })

  it('caps maintenance at half the initial margin rate', () => {
    expect(maintenanceMarginRate(2_000_000, 50)).toBe(0.01)
    expect(maintenanceMarginRate(2_000_000, 5)).toBe(0.05)
  })

  it('refuses leverage outside 1..50', () => {
    expect(() => initialMargin(100, 0)).toThrow(RangeError)
    expect(() => initialMargin(100, 51)).toThrow(RangeError)
    expect(initialMargin(1000, 20)).toBe(50)
  })
})

describe('PnL', () => {
  it('has the right sign for each side', () => {
    expect(unrealizedPnl('long', 100, 110, 2)).toBe(20)
    expect(unrealizedPnl('long', 100, 90, 2)).toBe(-20)
    expect(unrealizedPnl('short', 100, 110, 2)).toBe(-20)
    expect(unrealizedPnl('short', 100, 90, 2)).toBe(20)
  })

  it('shows ROE against the margin', () => {
    // 10x long up 1 %: +10 % on margin.
    expect(unrealizedPnlPercent(unrealizedPnl('long', 100, 101, 1), 10)).toBeCloseTo(10, 9)
    expect(unrealizedPnlPercent(5, 0)).toBe(0)
  })
})
