import { extremes, monthlyReturns, yearlyReturns } from './calendar.ts'
import { drawdownSeries, maxDrawdown, type MaxDrawdown } from './drawdown.ts'
import { annualisedReturn, annualisedVolatility, omega, sharpe, sortino } from './metrics.ts'
import { twr } from './returns.ts'
import {
  betaCorrelation,
  rollingMoments,
  rollingSharpeFrom,
  rollingVolatilityFrom,
} from './rolling.ts'

export interface AnalyseInput {
  /** Epoch ms, one per period. */
  times: readonly number[]
  /** NaN = missing. */
  returns: readonly number[]
  /** NaN = missing, same length as returns. */
  benchmark: readonly number[]
  ppy: number
  rfAnnual: number
  rollingWindow: number
}

export interface Analysis {
  twr: number
  annualisedReturn: number | null
  annualisedVolatility: number | null
  sharpe: number | null
  sortino: number | null
  calmar: number | null
  omega: number | null
  maxDrawdown: MaxDrawdown | null
  drawdown: number[]
  /** Indices into returns. */
  best: number | null
  worst: number | null
  monthly: { year: number; month: number; r: number }[]
  yearly: { year: number; r: number }[]
  rolling: { sharpe: (number | null)[]; volatility: (number | null)[] }
  beta: number | null
  correlation: number | null
  /** Observed returns, and missing ones. */
  periods: number
  missing: number
}

/** Every figure of the analytics page from one returns series, each as its own function defines it. */
export function analyse(input: AnalyseInput): Analysis {
  const { returns: r, ppy, rfAnnual } = input
  const annual = annualisedReturn(r, ppy)
  const dd = maxDrawdown(r)
  const ext = extremes(r)
  const moments = rollingMoments(r, input.rollingWindow)
  const { beta, correlation } = betaCorrelation(r, input.benchmark)
  let missing = 0
  for (const v of r) if (Number.isNaN(v)) missing++
  return {
    twr: twr(r),
    annualisedReturn: annual,
    annualisedVolatility: annualisedVolatility(r, ppy),
    sharpe: sharpe(r, rfAnnual, ppy),
    sortino: sortino(r, rfAnnual, ppy),
    calmar: annual === null || dd === null ? null : annual / Math.abs(dd.depth),
    omega: omega(r, rfAnnual, ppy),
    maxDrawdown: dd,
    drawdown: drawdownSeries(r),
    best: ext?.best ?? null,
    worst: ext?.worst ?? null,
    monthly: monthlyReturns(input.times, r),
    yearly: yearlyReturns(input.times, r),
    rolling: {
      sharpe: rollingSharpeFrom(moments, rfAnnual, ppy),
      volatility: rollingVolatilityFrom(moments, ppy),
    },
    beta,
    correlation,
    periods: r.length - missing,
    missing,
  }
}
