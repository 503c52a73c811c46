import { describe, expect, it } from 'vitest'
import {
  analyse,
  annualisedReturn,
  annualisedVolatility,
  betaCorrelation,
  calmar,
  drawdownSeries,
  extremes,
  maxDrawdown,
  monthlyReturns,
  omega,
  rfPerPeriod,
  rollingSharpe,
  rollingVolatility,
  sharpe,
  sortino,
  twr,
  yearlyReturns,
} from '../../../protocol/stats/index.ts'
import { expectAllClose, expectClose, nan, SERIES } from './fixtures.ts'

// Each series against numpy (fixtures/make_fixtures.py): (a) three years daily, (b) weekdays with
// gaps, (c) a drawdown that never recovers. Tolerance: see expectClose (1e-9 abs/rel).
describe.each(SERIES)('$name against numpy', (f) => {
  const r = nan(f.returns)
  const b = nan(f.benchmark)
  const x = f.expected

  it('returns, volatility and ratios', () => {
    expectClose(twr(r), x.twr)
    expectClose(annualisedReturn(r, f.ppy), x.annualisedReturn)
    expectClose(annualisedVolatility(r, f.ppy), x.annualisedVolatility)
    expectClose(sharpe(r, f.rfAnnual, f.ppy), x.sharpe)
    expectClose(sortino(r, f.rfAnnual, f.ppy), x.sortino)
    expectClose(omega(r, f.rfAnnual, f.ppy), x.omega)
    expectClose(calmar(r, f.ppy), x.calmar)
  })

  it('drawdowns, with the peak, trough and recovery indices', () => {
    expectAllClose(drawdownSeries(r), x.drawdown)
    const dd = maxDrawdown(r)
    expectClose(dd?.depth, x.maxDrawdown.depth)
    expect(dd).toMatchObject({
      peakIndex: x.maxDrawdown.peakIndex,
      troughIndex: x.maxDrawdown.troughIndex,
      recoveryIndex: x.maxDrawdown.recoveryIndex,
    })
  })

  it('calendar months and years, best and worst', () => {
    const monthly = monthlyReturns(f.times, r)
    expect(monthly.map((m) => [m.year, m.month])).toEqual(x.monthly.map((m) => [m.year, m.month]))
    expectAllClose(
      monthly.map((m) => m.r),
      x.monthly.map((m) => m.r),
    )
    const yearly = yearlyReturns(f.times, r)
    expect(yearly.map((y) => y.year)).toEqual(x.yearly.map((y) => y.year))
    expectAllClose(
      yearly.map((y) => y.r),
      x.yearly.map((y) => y.r),
    )
    expect(extremes(r)).toEqual({ best: x.best, worst: x.worst })
  })

  it('rolling Sharpe and volatility against windows recomputed from scratch', () => {
    expectAllClose(rollingSharpe(r, f.rollingWindow, f.rfAnnual, f.ppy), x.rollingSharpe)
    expectAllClose(rollingVolatility(r, f.rollingWindow, f.ppy), x.rollingVolatility)
  })

  it('beta and correlation against the benchmark', () => {
    const bc = betaCorrelation(r, b)
    expectClose(bc.beta, x.beta)
    expectClose(bc.correlation, x.correlation)
  })

  it('analyse() gives the same figures in one call', () => {
    const a = analyse({
      times: f.times,
      returns: r,
      benchmark: b,
      ppy: f.ppy,
      rfAnnual: f.rfAnnual,
      rollingWindow: f.rollingWindow,
    })
    expectClose(a.twr, x.twr)
    expectClose(a.sharpe, x.sharpe)
    expectClose(a.calmar, x.calmar)
    expectClose(a.beta, x.beta)
    expectAllClose(a.rolling.sharpe, x.rollingSharpe)
    expectAllClose(a.drawdown, x.drawdown)
    expect(a.maxDrawdown?.troughIndex).toBe(x.maxDrawdown.troughIndex)
    expect([a.best, a.worst, a.periods, a.missing]).toEqual([x.best, x.worst, x.periods, x.missing])
    expect(a.monthly).toHaveLength(x.monthly.length)
    expect(a.yearly).toHaveLength(x.yearly.length)
  })
})

describe('edge cases', () => {
  it('converts the annual risk-free rate per period by compounding', () => {
    expectClose(rfPerPeriod(0.04, 365), 1.04 ** (1 / 365) - 1, 1e-15)
    expect(rfPerPeriod(0, 252)).toBe(0)
  })

  it('answers null where a figure has no meaning', () => {
    expect(annualisedReturn([], 365)).toBeNull()
    expect(annualisedVolatility([0.01, Number.NaN], 365)).toBeNull()
    expect(sharpe([0.01, 0.01, 0.01], 0, 365)).toBeNull()
    expect(sortino([0.01, 0.02], 0, 365)).toBeNull()
    expect(omega([0.01, 0.02], 0, 365)).toBeNull()
    expect(maxDrawdown([0.01, Number.NaN, 0.02])).toBeNull()
    expect(calmar([0.01, 0.02], 365)).toBeNull()
    expect(extremes([Number.NaN])).toBeNull()
    expect(betaCorrelation([0.01, 0.02], [0.03, 0.03])).toEqual({ beta: null, correlation: null })
    expect(twr([Number.NaN])).toBe(0)
  })

  it('counts a missing period in the time but not in the wealth', () => {
    expectClose(annualisedReturn([0.1, Number.NaN], 2), 0.1)
    expectAllClose(drawdownSeries([-0.1, Number.NaN, 0.05]), [-0.1, -0.1, 0.9 * 1.05 - 1], 1e-15)
  })

  it('puts the peak at the start (−1) and finds the recovery', () => {
    expect(maxDrawdown([-0.5, 0.5, 0.5, -0.1])).toEqual({
      depth: -0.5,
      peakIndex: -1,
      troughIndex: 0,
      recoveryIndex: 2,
    })
  })

  it('leaves a rolling window null until it is full and has enough observations', () => {
    const r = [0.01, 0.02, Number.NaN, Number.NaN, Number.NaN, 0.03, -0.01]
    const vol = rollingVolatility(r, 4, 1)
    // Index 3: full window but 2 of 4 observed (= max(2, ceil(4/2)), enough); index 4 has one.
    expect(vol.slice(0, 3)).toEqual([null, null, null])
    expectClose(vol[3], Math.abs(0.01 - 0.02) / Math.SQRT2, 1e-12)
    expect(vol[4]).toBeNull()
    expect(rollingSharpe([0.01, 0.01, 0.01, 0.01], 3, 0, 1)).toEqual([null, null, null, null])
    expect(() => rollingVolatility(r, 0, 1)).toThrow(RangeError)
  })
})
