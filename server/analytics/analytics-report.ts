import type {
  AnalyticsReport,
  DrawdownInfo,
  PeriodsPerYear,
  PortfolioFlow,
} from '../../protocol/index.ts'
import {
  analyse,
  annualisedReturn,
  calmar,
  rfPerPeriod,
  xirr,
  type MaxDrawdown,
} from '../../protocol/stats/index.ts'
import { DAY_MS } from './daily-closes.ts'
import type { DailySeries } from './daily-series.ts'

export interface ReportInput {
  portfolioId: string
  from: string
  to: string
  benchmark: string
  periodsPerYear: PeriodsPerYear
  periodsPerYearReason: AnalyticsReport['periodsPerYearReason']
  riskFreeRate: number
  rollingWindow: number
  series: DailySeries
  benchmarkReturns: readonly number[]
  flows: readonly PortfolioFlow[]
}

const orNull = (x: number): number | null => (Number.isFinite(x) ? x : null)
const finiteOrNull = (x: number | null): number | null => (x === null ? null : orNull(x))

function drawdownInfo(dd: MaxDrawdown | null, times: readonly number[]): DrawdownInfo | null {
  if (!dd) return null
  // Index −1 is the wealth before the first return: the range's first day.
  const at = (i: number): number => times[Math.max(0, i)] ?? 0
  const peak = at(dd.peakIndex)
  const recovery = dd.recoveryIndex === null ? null : at(dd.recoveryIndex)
  const end = recovery ?? times.at(-1) ?? peak
  return {
    depth: dd.depth,
    peak,
    trough: at(dd.troughIndex),
    recovery,
    days: Math.round((end - peak) / DAY_MS),
  }
}

/**
 * Money-weighted return in the investor's view: the first close of the range is put in
 * (negative), every flow after it too (a deposit negative, a withdrawal positive), and the last
 * close is taken out (positive).
 */
function moneyWeighted(series: DailySeries, flows: readonly PortfolioFlow[]): number | null {
  const closes = series.equity.flatMap((e, i) => {
    const time = series.closeTimes[i]
    return e === null || time === null || time === undefined ? [] : [{ time, equity: e }]
  })
  const first = closes[0]
  const last = closes.at(-1)
  if (!first || !last || last.time <= first.time) return null
  return xirr([
    { time: first.time, amount: -first.equity },
    ...flows
      .filter((f) => f.time > first.time && f.time <= last.time)
      .map((f) => ({ time: f.time, amount: -f.amount })),
    { time: last.time, amount: last.equity },
  ])
}

/** The answer of GET /portfolios/:id/analytics: every figure from `analyse` on the daily grid. */
export function analyticsReport(input: ReportInput): AnalyticsReport {
  const { series } = input
  const ppy = input.periodsPerYear
  const a = analyse({
    times: series.times,
    returns: series.returns,
    benchmark: input.benchmarkReturns,
    ppy,
    rfAnnual: input.riskFreeRate,
    rollingWindow: input.rollingWindow,
  })
  // The grid's first day is where the range starts, not a period: time passed over the others.
  const periods = series.returns.slice(1)
  const annual = annualisedReturn(periods, ppy)
  const dated = (i: number | null | undefined) => {
    const r = i === null || i === undefined ? undefined : series.returns[i]
    const time = i === null || i === undefined ? undefined : series.times[i]
    return r === undefined || time === undefined || Number.isNaN(r) ? null : { time, r }
  }
  const monthTime = (m: { year: number; month: number; r: number }) => ({
    time: Date.UTC(m.year, m.month - 1, 1),
    r: m.r,
  })
  const byR = [...a.monthly].sort((x, y) => y.r - x.r)
  const best = byR[0]
  const worst = byR.at(-1)
  return {
    portfolioId: input.portfolioId,
    from: input.from,
    to: input.to,
    benchmark: input.benchmark,
    periodsPerYear: ppy,
    periodsPerYearReason: input.periodsPerYearReason,
    riskFreeRate: input.riskFreeRate,
    riskFreePerPeriod: rfPerPeriod(input.riskFreeRate, ppy),
    series: {
      times: series.times,
      equity: series.equity,
      netFlows: series.netFlows,
      returns: series.returns.map(orNull),
      benchmarkReturns: input.benchmarkReturns.map(orNull),
      drawdown: a.drawdown,
    },
    flows: [...input.flows],
    metrics: {
      twr: a.periods > 0 ? orNull(a.twr) : null,
      mwr: finiteOrNull(moneyWeighted(series, input.flows)),
      annualisedReturn: a.periods > 0 ? finiteOrNull(annual) : null,
      annualisedVolatility: finiteOrNull(a.annualisedVolatility),
      sharpe: finiteOrNull(a.sharpe),
      sortino: finiteOrNull(a.sortino),
      calmar: finiteOrNull(calmar(periods, ppy)),
      omega: finiteOrNull(a.omega),
      maxDrawdown: drawdownInfo(a.maxDrawdown, series.times),
      bestDay: dated(a.best),
      worstDay: dated(a.worst),
      bestMonth: best ? monthTime(best) : null,
      worstMonth: worst ? monthTime(worst) : null,
      beta: finiteOrNull(a.beta),
      correlation: finiteOrNull(a.correlation),
      periods: a.periods,
      missing: Math.max(0, a.missing - 1),
    },
    monthly: a.monthly,
    yearly: a.yearly,
    rolling: {
      window: input.rollingWindow,
      sharpe: a.rolling.sharpe.map(finiteOrNull),
      volatility: a.rolling.volatility.map(finiteOrNull),
    },
  }
}
