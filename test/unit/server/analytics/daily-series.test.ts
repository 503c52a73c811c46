import { describe, expect, it } from 'vitest'
import { dailySeries } from '../../../../server/analytics/daily-series.ts'

const DAY = 86_400_000
const D0 = Date.UTC(2026, 0, 1)

describe('dailySeries', () => {
  it('closes each day at its last point and spans a gap with the next return', () => {
    const s = dailySeries({
      firstDay: D0,
      lastDay: D0 + 3 * DAY,
      points: [
        { time: D0 + 1000, equity: 50 },
        { time: D0 + 2000, equity: 100 },
        // Day 1 has no point; day 2 closes at 120 after a deposit of 10 on day 1 at noon.
        { time: D0 + 2 * DAY + 2000, equity: 120 },
      ],
      current: { time: D0 + 3 * DAY + 2000, equity: 132 },
      flows: [{ time: D0 + DAY + DAY / 2, amount: 10, kind: 'deposit', symbol: null }],
    })
    expect(s.times).toEqual([D0, D0 + DAY, D0 + 2 * DAY, D0 + 3 * DAY])
    expect(s.equity).toEqual([100, null, 120, 132])
    expect(s.netFlows).toEqual([0, 10, 0, 0])
    expect(Number.isNaN(s.returns[0])).toBe(true)
    expect(Number.isNaN(s.returns[1])).toBe(true)
    // Modified Dietz from close to close over the gap: the deposit counts for the share of the
    // period it was invested (about a quarter).
    const w = (D0 + 2 * DAY + 2000 - (D0 + DAY + DAY / 2)) / (2 * DAY)
    expect(s.returns[2]).toBeCloseTo((120 - 100 - 10) / (100 + w * 10), 12)
    expect(s.returns[3]).toBeCloseTo(132 / 120 - 1, 12)
  })
})
