/**
 * The pure strategy engine (issue 14), shared by the server (backtests, optimisation, the live
 * runner) and the browser (validation, templates, import). Types: engine-types.ts.
 */
export { runBacktest } from './backtest.ts'
export {
  applyFill,
  bookEquity,
  chargeFunding,
  emptyBook,
  rollDay,
  utcDay,
  type ExecutedFill,
} from './book.ts'
export { decide, floorLots } from './decide.ts'
export type * from './engine-types.ts'
export { expectedFill, takerFee, type ExpectedFill } from './fill-model.ts'
export {
  parseStrategyImport,
  toStrategyExport,
  type ImportedStrategy,
  type StrategyImportResult,
} from './import.ts'
export { computeIndicator, computeIndicators, indicatorKey } from './indicators.ts'
export { DEFAULT_MIN_TRADES, compareTrials, score } from './objective.ts'
export {
  evaluateTrials,
  evolutionSizes,
  finishOptimize,
  optimize,
  planTrials,
  searchTrials,
  type EvaluateOptions,
  type OptimizeInput,
  type OptimizeOutcome,
  type ScoredTrial,
} from './optimize.ts'
export { resolveConfig } from './params.ts'
export { BacktestCancelled, PROGRESS_EVERY } from './simulate.ts'
export { STRATEGY_TEMPLATES } from './templates.ts'
export { validateConfig } from './validate.ts'
export { walkForward, type WalkForwardInput } from './walk-forward.ts'
