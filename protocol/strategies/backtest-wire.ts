import { z } from 'zod'
import { strategyConfigShape } from './config.ts'
import { MAX_OPTIMIZE_TRIALS, capitalInput as capital } from './limits.ts'

/** Backtest and optimisation requests, reports and job summaries on the wire (issue 14). */

export const jobStatus = z.enum(['queued', 'running', 'completed', 'cancelled', 'failed'])
export type JobStatus = z.infer<typeof jobStatus>
export const jobKind = z.enum(['backtest', 'optimize'])

export const backtestRequest = z
  .object({
    /** First and last bar times (inclusive range); default the last year to now. */
    from: z.number().int().min(0).optional(),
    to: z.number().int().min(0).optional(),
    /** Default: the strategy's allocated capital. */
    initialCapital: capital.optional(),
    /** Overrides of declared parameters. */
    params: z.record(z.string().max(24), z.number()).optional(),
  })
  .strict()
export type BacktestRequest = z.infer<typeof backtestRequest>

export const backtestFill = z.object({
  time: z.number(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number(),
  price: z.number(),
  fee: z.number(),
  action: z.string(),
  /** The rule id that fired, or stop_loss, take_profit, daily_loss_limit, end_of_data. */
  reason: z.string(),
})
export type BacktestFill = z.infer<typeof backtestFill>

export const backtestTrade = z.object({
  side: z.enum(['long', 'short']),
  entryTime: z.number(),
  exitTime: z.number(),
  entryPrice: z.number(),
  exitPrice: z.number(),
  quantity: z.number(),
  /** Net of fees and funding, USD. */
  pnl: z.number(),
  /** pnl in percent of the entries' cost (2.5 is 2.5 %), like the rules' `pnl_pct`. */
  pnlPct: z.number(),
  fees: z.number(),
  funding: z.number(),
  bars: z.number().int(),
  entryReason: z.string(),
  exitReason: z.string(),
})
export type BacktestTrade = z.infer<typeof backtestTrade>

export const backtestStats = z.object({
  initialCapital: z.number(),
  finalEquity: z.number(),
  totalReturn: z.number(),
  annualisedReturn: z.number().nullable(),
  annualisedVolatility: z.number().nullable(),
  sharpe: z.number().nullable(),
  sortino: z.number().nullable(),
  calmar: z.number().nullable(),
  /** ≤ 0, from every bar's equity: −0.25 is 25 % below the running peak (protocol/stats). */
  maxDrawdown: z.number(),
  trades: z.number().int(),
  winRate: z.number().nullable(),
  profitFactor: z.number().nullable(),
  averageTrade: z.number().nullable(),
  bestTrade: z.number().nullable(),
  worstTrade: z.number().nullable(),
  /** Share of bars with a position open. */
  exposure: z.number(),
  fees: z.number(),
  funding: z.number(),
  /** The symbol's own return over the same bars. */
  buyAndHoldReturn: z.number(),
  bars: z.number().int(),
})
export type BacktestStats = z.infer<typeof backtestStats>

export const EQUITY_POINTS_MAX = 2000
export const FILLS_MAX = 20_000

export const backtestResult = z.object({
  stats: backtestStats,
  /** Downsampled to at most EQUITY_POINTS_MAX points (every bar's equity feeds the stats). */
  equity: z.object({
    time: z.array(z.number()),
    value: z.array(z.number()),
    drawdown: z.array(z.number()),
  }),
  trades: z.array(backtestTrade),
  fills: z.array(backtestFill),
  /** More fills than FILLS_MAX happened; the first ones are listed. */
  truncated: z.boolean(),
})
export type BacktestResult = z.infer<typeof backtestResult>

/** A job as listed and as pushed: no result body. */
export const backtestSummary = z.object({
  id: z.string(),
  strategyId: z.string().nullable(),
  strategyName: z.string(),
  kind: jobKind,
  status: jobStatus,
  progress: z.number(),
  symbol: z.string(),
  timeframe: z.string(),
  from: z.number(),
  to: z.number(),
  initialCapital: z.number(),
  params: z.record(z.string(), z.number()),
  stats: backtestStats.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Wall time of the run on the server. */
  durationMs: z.number().nullable(),
})
export type BacktestSummary = z.infer<typeof backtestSummary>

export const backtest = backtestSummary.extend({
  config: strategyConfigShape,
  result: backtestResult.nullable(),
})
export type Backtest = z.infer<typeof backtest>

// ── Optimisation ─────────────────────────────────────────────────────────────

export const OBJECTIVE_METRICS = ['sharpe', 'sortino', 'calmar', 'profit', 'max_drawdown'] as const
export const objectiveMetric = z.enum(OBJECTIVE_METRICS)
/** `mix` adds the weighted metrics (max_drawdown counts against); others use one metric. */
export const optimizeObjective = z
  .object({
    kind: z.enum([...OBJECTIVE_METRICS, 'mix']),
    weights: z.partialRecord(objectiveMetric, z.number().min(0).max(10)).optional(),
    /** Trials with fewer round trips rank last. Default 3. */
    minTrades: z.number().int().min(0).max(1000).optional(),
  })
  .strict()
export type OptimizeObjective = z.infer<typeof optimizeObjective>

/** grid: every combination; random: `trials` draws; evolution: a seeded (μ + λ) search. */
export const optimizeMethod = z.enum(['grid', 'random', 'evolution'])

export const optimizeRequest = z
  .object({
    method: optimizeMethod,
    objective: optimizeObjective,
    /** Declared parameters to search; default all. */
    parameters: z.array(z.string().max(24)).max(8).optional(),
    from: z.number().int().min(0).optional(),
    to: z.number().int().min(0).optional(),
    initialCapital: capital.optional(),
    /** random and evolution; grid tries every combination up to MAX_OPTIMIZE_TRIALS. */
    trials: z.number().int().min(1).max(MAX_OPTIMIZE_TRIALS).optional(),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    walkForward: z
      .object({
        folds: z.number().int().min(2).max(10),
        /** Share of each fold's window used to optimise; the rest tests. */
        inSampleFraction: z.number().min(0.5).max(0.9),
      })
      .strict()
      .optional(),
    /** The job's id, chosen by the client so it can follow progress and cancel. */
    jobId: z.uuid().max(36).optional(),
  })
  .strict()
export type OptimizeRequest = z.infer<typeof optimizeRequest>

export const optimizeTrial = z.object({
  params: z.record(z.string(), z.number()),
  score: z.number().nullable(),
  stats: backtestStats,
})
export type OptimizeTrial = z.infer<typeof optimizeTrial>

export const walkForwardFold = z.object({
  inSample: z.object({ from: z.number(), to: z.number() }),
  outOfSample: z.object({ from: z.number(), to: z.number() }),
  params: z.record(z.string(), z.number()),
  inSampleStats: backtestStats,
  outOfSampleStats: backtestStats,
})
export const walkForwardReport = z.object({
  folds: z.array(walkForwardFold),
  /** Out-of-sample segments chained: the honest estimate. */
  outOfSample: backtestStats,
  inSampleScore: z.number().nullable(),
  outOfSampleScore: z.number().nullable(),
  /** True when out-of-sample falls below half the in-sample score or changes sign. */
  diverges: z.boolean(),
  message: z.string().nullable(),
})
export type WalkForwardReport = z.infer<typeof walkForwardReport>

/** SPEC §7: returns a config (the best parameters written in), which the client then saves. */
export const optimizeResult = z.object({
  jobId: z.string(),
  config: strategyConfigShape,
  best: optimizeTrial,
  /** Best first, at most 50. */
  trials: z.array(optimizeTrial),
  evaluated: z.number().int(),
  method: optimizeMethod,
  walkForward: walkForwardReport.nullable(),
})
export type OptimizeResult = z.infer<typeof optimizeResult>
