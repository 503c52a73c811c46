import { describe, expect, it } from 'vitest'
import {
  createFundingSchedule,
  fundingCharges,
  fundingPayment,
  fundingRate,
} from '../../../../server/perps/index.ts'

describe('funding rate', () => {
  it('is the interest rate when the perp trades at its index', () => {
    expect(fundingRate({ markPrice: 100, indexPrice: 100 })).toBeCloseTo(0.0001, 12)
  })

  it('follows the premium beyond the ±0.05 % interest band', () => {
    // premium 0.2 %: interest − premium clamps to −0.05 % → 0.15 %.
    expect(fundingRate({ markPrice: 100.2, indexPrice: 100 })).toBeCloseTo(0.0015, 12)
    // premium −0.2 %: +0.05 % → −0.15 %: shorts pay longs.
    expect(fundingRate({ markPrice: 99.8, indexPrice: 100 })).toBeCloseTo(-0.0015, 12)
  })

  it('is capped at ±0.75 %', () => {
    expect(fundingRate({ markPrice: 150, indexPrice: 100 })).toBe(0.0075)
    expect(fundingRate({ markPrice: 50, indexPrice: 100 })).toBe(-0.0075)
    expect(fundingRate({ markPrice: 100, indexPrice: 0 })).toBe(0)
  })

  it('makes longs pay shorts when positive', () => {
    expect(fundingPayment({ side: 'long', size: 2 }, 100, 0.001)).toBeCloseTo(0.2, 12)
    expect(fundingPayment({ side: 'short', size: 2 }, 100, 0.001)).toBeCloseTo(-0.2, 12)
    expect(fundingPayment({ side: 'long', size: 2 }, 100, -0.001)).toBeCloseTo(-0.2, 12)
  })
})

describe('funding schedule', () => {
  const H8 = 8 * 3_600_000

  it('falls on interval boundaries since the epoch', () => {
    const start = Date.UTC(2026, 0, 1, 5, 30)
    const s = createFundingSchedule({ now: start })
    expect(s.nextAt()).toBe(Date.UTC(2026, 0, 1, 8))
    expect(s.due(Date.UTC(2026, 0, 1, 7, 59))).toBe(false)
    expect(s.due(Date.UTC(2026, 0, 1, 8))).toBe(true)
    s.advance(Date.UTC(2026, 0, 1, 8, 0, 1))
    expect(s.nextAt()).toBe(Date.UTC(2026, 0, 1, 16))
    expect(s.intervalMs).toBe(H8)
  })

  it('skips missed intervals after downtime and runs fast when configured', () => {
    const s = createFundingSchedule({ intervalMs: 1000, now: 10_500 })
    expect(s.nextAt()).toBe(11_000)
    s.advance(15_200)
    expect(s.nextAt()).toBe(16_000)
    expect(() => createFundingSchedule({ intervalMs: 0, now: 0 })).toThrow()
  })

  it('charges each priced position, pro rata for short intervals', () => {
    const positions = [
      { id: 'a', symbol: 'BTC-USD', side: 'long' as const, size: 1 },
      { id: 'b', symbol: 'ETH-USD', side: 'short' as const, size: 10 },
      { id: 'c', symbol: 'NOPE', side: 'long' as const, size: 1 },
    ]
    const marks: Record<string, number> = { 'BTC-USD': 50_000, 'ETH-USD': 3_000 }
    const charges = fundingCharges(positions, {
      markOf: (s) => marks[s],
      intervalMs: H8 / 8,
    })
    expect(charges.map((c) => c.positionId)).toEqual(['a', 'b'])
    expect(charges[0]?.rate).toBeCloseTo(0.0001 / 8, 14)
    expect(charges[0]?.payment).toBeCloseTo((50_000 * 0.0001) / 8, 9)
    expect(charges[1]?.payment).toBeCloseTo((-30_000 * 0.0001) / 8, 9)
  })
})
