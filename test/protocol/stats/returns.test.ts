import { describe, expect, it } from 'vitest'
import { dietzReturns, twr, xirr } from '../../../protocol/stats/index.ts'
import { expectAllClose, expectClose, RETURNS } from './fixtures.ts'

const DAY = 86_400_000

describe('modified Dietz and time-weighted return (against numpy)', () => {
  const { points, flows, returns, twr: expectedTwr } = RETURNS.dietz

  it('gives one return per period, flows inside (t0, t1] weighted by the time they were in', () => {
    const out = dietzReturns(points, flows)
    expect(out.map((p) => p.time)).toEqual(points.slice(1).map((p) => p.time))
    expectAllClose(
      out.map((p) => p.r),
      returns,
    )
    expectClose(twr(out.map((p) => p.r)), expectedTwr)
  })

  it('does not let a deposit count as performance, and gives NaN with nothing invested', () => {
    const t = (d: number) => d * DAY
    const out = dietzReturns(
      [
        { time: t(0), equity: 1000 },
        { time: t(1), equity: 2100 },
        { time: t(2), equity: 0 },
        { time: t(3), equity: 50 },
      ],
      [
        { time: t(0.5), amount: 1000 },
        { time: t(3), amount: 50 },
      ],
    )
    // (2100 − 1000 − 1000) / (1000 + 0.5 · 1000)
    expectClose(out[0]?.r, 100 / 1500, 1e-15)
    expect(out[1]?.r).toBe(-1)
    expect(out[2]?.r).toBeNaN()
    expect(dietzReturns([], [])).toEqual([])
  })
})

describe('xirr (against scipy brentq)', () => {
  it.each(RETURNS.xirr)('$name', ({ flows, expected }) => {
    expectClose(xirr(flows), expected)
  })

  it('finds a root Newton misses by bisection, and sees no rate without both signs', () => {
    // A large loss, far from Newton's 10 % start: the rate is −99 %.
    const flows = [
      { time: 0, amount: -1000 },
      { time: 365 * DAY, amount: 10 },
    ]
    expectClose(xirr(flows), -0.99, 1e-9)
    expect(xirr([{ time: 0, amount: -5 }])).toBeNull()
    expect(xirr([])).toBeNull()
  })
})
