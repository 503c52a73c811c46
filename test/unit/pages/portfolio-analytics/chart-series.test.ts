import { describe, expect, it } from 'vitest'
import {
  cumulative,
  cumulativeColumns,
  drawdownColumns,
  rollingColumns,
} from '../../../../src/pages/portfolio-analytics/chart-series.ts'
import { reportFixture, START } from './report-fixture.ts'

describe('analytics chart columns', () => {
  it('chains returns into a cumulative return, a missing day unchanged', () => {
    const c = cumulative([null, 0.1, null, -0.5])
    expect(c[0]).toBe(0)
    expect(c[1]).toBeCloseTo(0.1, 12)
    expect(c[2]).toBeCloseTo(0.1, 12)
    expect(c[3]).toBeCloseTo(-0.45, 12)
  })

  it('gives uPlot seconds on x and percent values, aligned to the series', () => {
    const report = reportFixture(40)
    const [x, portfolio, benchmark] = cumulativeColumns(report.series)
    expect(x[0]).toBe(START / 1000)
    expect(portfolio).toHaveLength(40)
    expect(benchmark?.[1]).toBeCloseTo((Math.cos(1) / 80) * 100, 9)
    expect(drawdownColumns(report.series)[1]).toEqual(report.series.drawdown.map((d) => d * 100))
    const rolling = rollingColumns(report)
    expect(rolling.sharpe[1]?.[0]).toBeNull()
    expect(rolling.volatility[1]?.[39]).toBeCloseTo((0.1 + 39 / 1000) * 100, 9)
  })
})
