import { describe, expect, it } from 'vitest'
import {
  cholesky,
  componentVar,
  correlation,
  covariance,
  historicalPnl,
  historicalVar,
  mean,
  normalPdf,
  normalQuantile,
  parametricVar,
  quantile,
} from '../../../protocol/stats/index.ts'
import { expectAllClose, expectClose, NORMAL, nanRows, RISK } from './fixtures.ts'

const R = RISK.returns
const e = RISK.exposures

describe('risk figures against numpy/scipy (6 assets, 400 days, long and short)', () => {
  it('means, covariance and correlation', () => {
    expectAllClose(
      R.map((row) => mean(row)),
      RISK.means,
    )
    covariance(R).forEach((row, i) => expectAllClose(row, RISK.covariance[i] ?? []))
    correlation(R).forEach((row, i) => expectAllClose(row, RISK.correlation[i] ?? []))
  })

  it('covariance keeps only the days every asset has (listwise)', () => {
    covariance(nanRows(RISK.returnsWithGaps)).forEach((row, i) =>
      expectAllClose(row, RISK.covarianceWithGaps[i] ?? []),
    )
  })

  it('quantile interpolates linearly like np.quantile', () => {
    const sorted = [...(R[0] ?? [])].sort((a, b) => a - b)
    for (const { p, q } of RISK.quantiles) expectClose(quantile(sorted, p), q, 1e-15)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('historical and parametric VaR and ES at 95/99 %, 1 and 10 days', () => {
    const pnl = historicalPnl(e, R)
    expectAllClose(pnl, RISK.pnl)
    for (const f of RISK.figures) {
      const h = historicalVar(pnl, f.level, f.horizonDays)
      expectClose(h.var, f.historical.var)
      expectClose(h.es, f.historical.es)
      const p = parametricVar(e, RISK.means, RISK.covariance, f.level, f.horizonDays)
      expectClose(p.var, f.parametric.var)
      expectClose(p.es, f.parametric.es)
    }
  })

  it('component VaR: marginal and components as scipy, summing to the total to 1e-9', () => {
    for (const c of RISK.components) {
      const out = componentVar(e, RISK.means, RISK.covariance, c.level, c.horizonDays)
      expectClose(out.total, c.total)
      expectAllClose(out.marginal, c.marginal)
      expectAllClose(out.component, c.component)
      const sum = out.component.reduce((s, x) => s + x, 0)
      expect(Math.abs(sum - out.total)).toBeLessThanOrEqual(1e-9 * Math.abs(out.total))
      expectClose(
        out.share.reduce((s, x) => s + x, 0),
        1,
      )
      expectClose(
        out.total,
        parametricVar(e, RISK.means, RISK.covariance, c.level, c.horizonDays).var,
      )
    }
  })

  it('reports nothing at risk without history, and a flat asset correlates 0', () => {
    expect(historicalVar([], 0.99, 1)).toEqual({ var: 0, es: 0 })
    // The median of [−5, 5] is 0 (VaR 0, not −0); only −5 lies at or below it. NaN is skipped.
    expect(historicalVar([Number.NaN, -5, 5], 0.5, 1)).toEqual({ var: 0, es: 5 })
    expect(Object.is(historicalVar([-5, 5], 0.5, 1).var, 0)).toBe(true)
    expect(
      correlation([
        [1, 2, 3],
        [4, 4, 4],
      ]),
    ).toEqual([
      [1, 0],
      [0, 1],
    ])
    const none = componentVar(
      [0, 0],
      [0, 0],
      [
        [1, 0],
        [0, 1],
      ],
      0.99,
    )
    expect(none.total).toBe(0)
    expect(none.share).toEqual([0, 0])
  })
})

describe('cholesky', () => {
  it('factors the covariance: L·Lᵀ gives it back', () => {
    const l = cholesky(RISK.covariance)
    RISK.covariance.forEach((row, i) =>
      row.forEach((c, j) => {
        const s = (l[i] ?? []).reduce((acc, x, k) => acc + x * (l[j]?.[k] ?? 0), 0)
        expect(Math.abs(s - c)).toBeLessThan(1e-15)
      }),
    )
    expect(l[0]?.[1]).toBe(0)
  })

  it('adds a tiny jitter for a semi-definite matrix and accepts a zero one', () => {
    const l = cholesky([
      [1, 1],
      [1, 1],
    ])
    expect(l[0]?.[0]).toBeCloseTo(1, 9)
    expect(l[1]?.[0]).toBeCloseTo(1, 9)
    expect(l[1]?.[1]).toBeLessThan(1e-5)
    expect(cholesky([[0]])).toEqual([[0]])
    expect(() => cholesky([[-1]])).toThrow(RangeError)
  })
})

describe('normal distribution against scipy.stats.norm', () => {
  it('normalQuantile to 1e-12 (relative beyond |z| = 1), tails down to 1e-300 included', () => {
    expect(NORMAL.length).toBeGreaterThan(250)
    for (const { p, z } of NORMAL) expectClose(normalQuantile(p), z, 1e-12)
    expect(normalQuantile(0)).toBe(-Infinity)
    expect(normalQuantile(1)).toBe(Infinity)
    expect(normalQuantile(1.5)).toBeNaN()
  })

  it('normalPdf', () => {
    for (const { z, pdf } of NORMAL) expectClose(normalPdf(z), pdf, 1e-15)
  })
})
