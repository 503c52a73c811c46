/** Columnar data for the page's uPlot charts, prepared once per answer (times in seconds). */
import type { AnalyticsReport } from '../../../protocol/index.ts'

/** uPlot's columns: x first, then one array per series (null: a gap). */
export type Columns = [number[], ...(number | null)[][]]

/** Cumulative return of chained daily returns: wealth − 1, a missing day unchanged. */
export function cumulative(returns: readonly (number | null)[]): number[] {
  let wealth = 1
  return returns.map((r) => {
    if (r !== null && Number.isFinite(r)) wealth *= 1 + r
    return wealth - 1
  })
}

const seconds = (times: readonly number[]): number[] => times.map((t) => t / 1000)

/** The portfolio's and the benchmark's cumulative return over the range, in percent. */
export function cumulativeColumns(series: AnalyticsReport['series']): Columns {
  const pct = (xs: number[]) => xs.map((x) => x * 100)
  return [
    seconds(series.times),
    pct(cumulative(series.returns)),
    pct(cumulative(series.benchmarkReturns)),
  ]
}

/** The fall from the running peak, in percent (≤ 0). */
export function drawdownColumns(series: AnalyticsReport['series']): Columns {
  return [seconds(series.times), series.drawdown.map((d) => d * 100)]
}

/** Rolling Sharpe (a ratio) and rolling volatility (percent), nulls before the first window. */
export function rollingColumns(report: AnalyticsReport): { sharpe: Columns; volatility: Columns } {
  const x = seconds(report.series.times)
  return {
    sharpe: [x, report.rolling.sharpe],
    volatility: [x, report.rolling.volatility.map((v) => (v === null ? null : v * 100))],
  }
}
