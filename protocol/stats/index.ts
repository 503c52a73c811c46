/**
 * Portfolio statistics (issue 12): pure functions, no I/O, shared by the server and the engine.
 * NaN in a returns array is a missing period and is skipped. Definitions: .tmp/briefs/i12-stats-api.md
 * and each function's comment.
 */
export { analyse, type AnalyseInput, type Analysis } from './analyse.ts'
export { extremes, monthlyReturns, yearlyReturns } from './calendar.ts'
export { drawdownSeries, maxDrawdown, type MaxDrawdown } from './drawdown.ts'
export { cholesky } from './linalg.ts'
export {
  annualisedReturn,
  annualisedVolatility,
  calmar,
  omega,
  rfPerPeriod,
  sharpe,
  sortino,
} from './metrics.ts'
export { monteCarloVar, type MonteCarloInput, type Sampler } from './monte-carlo.ts'
export { normalPdf, normalQuantile } from './normal.ts'
export { SOBOL_MAX_DIMS, sobolPoints } from './qmc.ts'
export { dietzReturns, twr, xirr, type CashFlow, type EquityPoint } from './returns.ts'
export {
  componentVar,
  correlation,
  covariance,
  historicalPnl,
  historicalVar,
  mean,
  parametricVar,
  quantile,
} from './risk.ts'
export { createRng } from './rng.ts'
export { betaCorrelation, rollingSharpe, rollingVolatility } from './rolling.ts'
