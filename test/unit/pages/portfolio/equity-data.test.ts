import { describe, expect, it } from 'vitest'
import type { Performance } from '../../../../protocol/index.ts'
import { equityData } from '../../../../src/pages/portfolio/equity-data.ts'

const base: Omit<Performance, 'points'> = {
  portfolioId: 'p1',
  timeframe: '1M',
  startEquity: 10_000,
  endEquity: 16_000,
  change: 6_000,
  changePercent: 60,
}

describe('the equity curve data', () => {
  it('draws equity and net deposits, and tells performance apart from deposits', () => {
    const curve = equityData({
      ...base,
      points: [
        { time: 1_000_000, equity: 10_000, netDeposits: 10_000 },
        { time: 2_000_000, equity: 15_500, netDeposits: 15_000 },
        { time: 3_000_000, equity: 16_000, netDeposits: 15_000 },
      ],
    })
    expect(curve.data).toEqual([
      [1_000, 2_000, 3_000],
      [10_000, 15_500, 16_000],
      [10_000, 15_000, 15_000],
    ])
    expect(curve.hasDeposits).toBe(true)
    // A 6,000 rise of which 5,000 was paid in: 1,000 earned.
    expect(curve.performance).toBe(1_000)
    expect([curve.from, curve.to]).toEqual([1_000_000, 3_000_000])
  })

  it('draws equity alone when the answer has no deposits (a copy saved before them)', () => {
    const curve = equityData({
      ...base,
      points: [
        { time: 1_000_000, equity: 10_000 },
        { time: 2_000_000, equity: 16_000, netDeposits: 0 },
      ],
    })
    expect(curve.data).toHaveLength(2)
    expect(curve.hasDeposits).toBe(false)
    expect(curve.performance).toBeNull()
  })

  it('has no range without points', () => {
    const curve = equityData({ ...base, points: [] })
    expect([curve.from, curve.to, curve.performance]).toEqual([null, null, null])
  })
})
