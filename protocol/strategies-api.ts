import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams } from './input.ts'
import { strategyConfigShape } from './strategies/config.ts'

/**
 * Strategies, backtests, optimisation and the swarm (issue 14; SPEC §3, §4, §5, §7). Times are
 * epoch ms, money is USD, returns and drawdowns are fractions (0.01 is 1 %).
 */

export const STRATEGY_NAME_MAX = 80
export const STRATEGY_DESCRIPTION_MAX = 500
export const MAX_STRATEGIES_PER_USER = 50
/** Backtest and optimisation jobs a user may have running (queued or running) at once. */
export const MAX_RUNNING_JOBS = 2
/** Bars one backtest may cover, warm-up included. */
export const MAX_BACKTEST_BARS = 2_000_000
/** Bars before `from` given to the indicators to warm up (and the live runner's buffer). */
export const WARMUP_BARS = 500
export const MAX_OPTIMIZE_TRIALS = 5000
/** Progress is pushed at least this often while a job runs. */
export const PROGRESS_INTERVAL_MS = 80
/** Price tolerance between a backtest's fills and live fills of the same decisions. */
export const LIVE_FILL_TOLERANCE = 0.002

export const SPEC_MESSAGES = {
  templateNotFound: 'Template not found',
  strategyNotFound: 'Strategy not found',
  invalidStrategyData: 'Invalid strategy data',
} as const

export const strategyStatus = z.enum(['active', 'paused'])
export type StrategyStatus = z.infer<typeof strategyStatus>

/**
 * A strategy's own book inside its portfolio (live) or its backtest: what it holds and what its
 * allocated capital has become. Stored as JSON with the live state and parsed when read.
 */
export const strategyBook = z.object({
  /** Allocated capital plus realised P&L, less fees and funding paid. */
  cash: z.number(),
  /** Signed base quantity: > 0 long, < 0 short. */
  quantity: z.number(),
  /** Average entry price of the open position; 0 when flat. */
  entryPrice: z.number(),
  lastEntryPrice: z.number(),
  entries: z.number().int(),
  entryTime: z.number().nullable(),
  lastEntryTime: z.number().nullable(),
  lastExitTime: z.number().nullable(),
  realizedPnl: z.number(),
  fees: z.number(),
  funding: z.number(),
  /** UTC day (YYYY-MM-DD) the daily loss limit measures from, and its opening equity. */
  day: z.string().nullable(),
  dayStartEquity: z.number(),
  /** The day the daily loss limit stopped entries, if it did. */
  haltedDay: z.string().nullable(),
})
export type StrategyBook = z.infer<typeof strategyBook>

export const strategyPerformance = z.object({
  equity: z.number(),
  totalReturn: z.number(),
  realizedPnl: z.number(),
  unrealizedPnl: z.number(),
  fees: z.number(),
  trades: z.number().int(),
  winRate: z.number().nullable(),
  maxDrawdown: z.number(),
  position: z
    .object({ side: z.enum(['long', 'short']), quantity: z.number(), entryPrice: z.number() })
    .nullable(),
  lastBarTime: z.number().nullable(),
  lastSignal: z
    .object({ time: z.number(), rule: z.string(), action: z.string(), side: z.string() })
    .nullable(),
  /** The last order the exchange refused, word for word, until the next one is accepted. */
  lastError: z.string().nullable(),
})
export type StrategyPerformance = z.infer<typeof strategyPerformance>

/** SPEC §3 Strategy, with the portfolio it trades on and the template it came from. */
export const strategy = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  config: strategyConfigShape,
  allocatedCapital: z.number(),
  status: strategyStatus,
  portfolioId: z.string().nullable(),
  templateId: z.string().nullable(),
  swarmId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  performance: strategyPerformance,
})
export type Strategy = z.infer<typeof strategy>

/** SPEC §3 Template, with a name for the gallery. */
export const strategyTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  config: strategyConfigShape,
  requiredCapital: z.number(),
})
export type StrategyTemplate = z.infer<typeof strategyTemplate>

const name = z.string().trim().min(1).max(STRATEGY_NAME_MAX)
const description = z.string().max(STRATEGY_DESCRIPTION_MAX)
const capital = z.number().positive().max(1e9)

/** From a template (its config, unless one is given) or from a config. */
export const strategyCreate = z
  .object({
    name,
    description: description.optional(),
    type: z.literal('automated').optional(),
    templateId: entityId.optional(),
    config: strategyConfigShape.optional(),
    allocatedCapital: capital,
    /** Default: the active portfolio. */
    portfolioId: entityId.optional(),
  })
  .strict()
export type StrategyCreate = z.infer<typeof strategyCreate>

/** Rules, capital and portfolio change only while paused (409 otherwise); status toggles. */
export const strategyUpdate = z
  .object({
    name: name.optional(),
    description: description.optional(),
    config: strategyConfigShape.optional(),
    allocatedCapital: capital.optional(),
    portfolioId: entityId.optional(),
    status: strategyStatus.optional(),
  })
  .strict()
export type StrategyUpdate = z.infer<typeof strategyUpdate>

/** An export: the strategy as the trader built it; import strips id, dates and performance. */
export const strategyExport = strategy
  .omit({ performance: true, swarmId: true })
  .extend({ exportedAt: z.string(), format: z.literal('tradedesk.strategy.v1') })
export type StrategyExport = z.infer<typeof strategyExport>

/** The file's text as the trader chose it; "Invalid strategy data" when it is not a strategy. */
export const strategyImport = z.object({ data: z.string().max(200_000) }).strict()

// ── Backtests ────────────────────────────────────────────────────────────────

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

// ── Live trace ───────────────────────────────────────────────────────────────

/** One order a live strategy sent, with the rule that fired on which bar. */
export const strategyOrder = z.object({
  clientOrderId: z.string(),
  orderId: z.string().nullable(),
  barTime: z.number(),
  rule: z.string(),
  action: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number(),
  price: z.number().nullable(),
  fee: z.number().nullable(),
  status: z.enum(['sent', 'filled', 'rejected']),
  message: z.string().nullable(),
  createdAt: z.string(),
})
export type StrategyOrder = z.infer<typeof strategyOrder>

export const strategyEquityPoint = z.object({ time: z.number(), equity: z.number() })

// ── Swarm ────────────────────────────────────────────────────────────────────

export const SWARM_AGENTS_MIN = 2
export const SWARM_AGENTS_MAX = 8
/** The weight no agent falls below, so a recovering agent can earn capital back. */
export const SWARM_WEIGHT_FLOOR = 0.02

export const swarmStatus = z.enum(['active', 'paused', 'killed'])
export const swarmAgent = z.object({
  strategyId: z.string(),
  name: z.string(),
  weight: z.number(),
  allocatedCapital: z.number(),
  /** Over the swarm's window: return and its standard deviation per bar, and the score. */
  recentReturn: z.number().nullable(),
  recentVolatility: z.number().nullable(),
  score: z.number().nullable(),
  /** The agent's position now. */
  signal: z.enum(['long', 'short', 'flat']),
  status: strategyStatus,
})
export const swarm = z.object({
  id: z.string(),
  name: z.string(),
  status: swarmStatus,
  capital: z.number(),
  /** η of the multiplicative-weights rule w ← w·exp(η·score), then renormalised with a floor. */
  learningRate: z.number(),
  /** Equity points each score looks back over. */
  window: z.number().int(),
  rebalanceMinutes: z.number().int(),
  agents: z.array(swarmAgent),
  /** Weighted share of capital long, short and flat now; consensus is the largest. */
  agreement: z.object({
    long: z.number(),
    short: z.number(),
    flat: z.number(),
    consensus: z.enum(['long', 'short', 'flat']),
  }),
  history: z.array(z.object({ time: z.number(), weights: z.record(z.string(), z.number()) })),
  createdAt: z.string(),
  rebalancedAt: z.string().nullable(),
})
export type Swarm = z.infer<typeof swarm>

export const swarmCreate = z
  .object({
    name,
    strategyIds: z.array(entityId).min(SWARM_AGENTS_MIN).max(SWARM_AGENTS_MAX),
    capital,
    learningRate: z.number().positive().max(10).optional(),
    window: z.number().int().min(5).max(1000).optional(),
    rebalanceMinutes: z.number().int().min(1).max(10_080).optional(),
  })
  .strict()
export const swarmUpdate = z
  .object({
    name: name.optional(),
    learningRate: z.number().positive().max(10).optional(),
    window: z.number().int().min(5).max(1000).optional(),
    rebalanceMinutes: z.number().int().min(1).max(10_080).optional(),
    status: z.enum(['active', 'paused']).optional(),
  })
  .strict()

// ── The `strategies` channel ─────────────────────────────────────────────────

/** Pushed on the private `strategies` channel: job progress, strategy and swarm changes. */
export const strategyEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), job: backtestSummary }),
  z.object({ kind: z.literal('strategy'), strategy }),
  z.object({ kind: z.literal('strategy_deleted'), id: z.string() }),
  z.object({ kind: z.literal('swarm'), swarm }),
])
export type StrategyEvent = z.infer<typeof strategyEvent>

const list = <T extends z.ZodType>(item: T) => z.array(item)

export const strategiesApi = {
  listStrategies: endpoint({
    method: 'GET',
    path: '/strategies',
    auth: 'user',
    summary: 'The trader’s strategies with status and live performance',
    response: list(strategy),
  }),
  createStrategy: endpoint({
    method: 'POST',
    path: '/strategies',
    auth: 'user',
    summary: 'Creates a paused strategy from a template or a config ("Template not found")',
    body: strategyCreate,
    response: strategy,
    status: 201,
    permission: 'trade',
  }),
  strategyTemplates: endpoint({
    method: 'GET',
    path: '/strategies/templates',
    auth: 'user',
    summary: 'Strategy templates with their default config and required capital',
    response: list(strategyTemplate),
  }),
  importStrategy: endpoint({
    method: 'POST',
    path: '/strategies/import',
    auth: 'user',
    summary: 'Creates a paused strategy from an export ("Invalid strategy data")',
    body: strategyImport,
    response: strategy,
    status: 201,
    permission: 'trade',
  }),
  getStrategy: endpoint({
    method: 'GET',
    path: '/strategies/:id',
    auth: 'user',
    summary: 'One strategy',
    params: idParams,
    response: strategy,
  }),
  updateStrategy: endpoint({
    method: 'PUT',
    path: '/strategies/:id',
    auth: 'user',
    summary: 'Renames, reconfigures (while paused), activates or pauses a strategy',
    params: idParams,
    body: strategyUpdate,
    response: strategy,
    permission: 'trade',
  }),
  deleteStrategy: endpoint({
    method: 'DELETE',
    path: '/strategies/:id',
    auth: 'user',
    summary: 'Stops and deletes a strategy; its position stays in the portfolio',
    params: idParams,
    status: 204,
    permission: 'trade',
  }),
  exportStrategy: endpoint({
    method: 'GET',
    path: '/strategies/:id/export',
    auth: 'user',
    summary: 'The strategy as a file to import elsewhere ("Strategy not found")',
    params: idParams,
    response: strategyExport,
  }),
  strategyOrders: endpoint({
    method: 'GET',
    path: '/strategies/:id/orders',
    auth: 'user',
    summary: 'Every order the strategy sent, newest first, with the rule that fired',
    params: idParams,
    response: list(strategyOrder),
  }),
  strategyEquity: endpoint({
    method: 'GET',
    path: '/strategies/:id/equity',
    auth: 'user',
    summary: 'The live strategy’s equity, one point per bar it evaluated',
    params: idParams,
    response: list(strategyEquityPoint),
  }),
  runBacktest: endpoint({
    method: 'POST',
    path: '/strategies/:id/backtest',
    auth: 'user',
    summary: 'Starts a backtest in a worker thread; progress comes on the strategies channel',
    params: idParams,
    body: backtestRequest,
    response: backtestSummary,
    status: 201,
    permission: 'trade',
  }),
  strategyBacktests: endpoint({
    method: 'GET',
    path: '/strategies/:id/backtests',
    auth: 'user',
    summary: 'The strategy’s backtests and optimisations, newest first',
    params: idParams,
    response: list(backtestSummary),
  }),
  listBacktests: endpoint({
    method: 'GET',
    path: '/backtests',
    auth: 'user',
    summary: 'Every backtest and optimisation of the trader, newest first',
    response: list(backtestSummary),
  }),
  getBacktest: endpoint({
    method: 'GET',
    path: '/backtests/:id',
    auth: 'user',
    summary: 'One backtest with its report',
    params: idParams,
    response: backtest,
  }),
  cancelBacktest: endpoint({
    method: 'POST',
    path: '/backtests/:id/cancel',
    auth: 'user',
    summary: 'Stops a queued or running backtest or optimisation',
    params: idParams,
    response: backtestSummary,
    permission: 'trade',
  }),
  deleteBacktest: endpoint({
    method: 'DELETE',
    path: '/backtests/:id',
    auth: 'user',
    summary: 'Removes a finished backtest from the lists',
    params: idParams,
    status: 204,
    permission: 'trade',
  }),
  optimizeStrategy: endpoint({
    method: 'POST',
    path: '/strategies/:id/optimize',
    auth: 'user',
    summary: 'Searches the declared parameter ranges and returns the best config (not saved)',
    params: idParams,
    body: optimizeRequest,
    response: optimizeResult,
    permission: 'trade',
  }),
  listSwarms: endpoint({
    method: 'GET',
    path: '/swarms',
    auth: 'user',
    summary: 'The trader’s swarms with agents, weights and agreement',
    response: list(swarm),
  }),
  createSwarm: endpoint({
    method: 'POST',
    path: '/swarms',
    auth: 'user',
    summary: 'Groups strategies into a swarm that shifts capital between them',
    body: swarmCreate,
    response: swarm,
    status: 201,
    permission: 'trade',
  }),
  getSwarm: endpoint({
    method: 'GET',
    path: '/swarms/:id',
    auth: 'user',
    summary: 'One swarm',
    params: idParams,
    response: swarm,
  }),
  updateSwarm: endpoint({
    method: 'PUT',
    path: '/swarms/:id',
    auth: 'user',
    summary: 'Changes a swarm’s learning rule, or activates or pauses it with its agents',
    params: idParams,
    body: swarmUpdate,
    response: swarm,
    permission: 'trade',
  }),
  killSwarm: endpoint({
    method: 'POST',
    path: '/swarms/:id/kill',
    auth: 'user',
    summary: 'Kill switch: pauses every agent and closes their positions at market',
    params: idParams,
    response: swarm,
    permission: 'trade',
  }),
  deleteSwarm: endpoint({
    method: 'DELETE',
    path: '/swarms/:id',
    auth: 'user',
    summary: 'Dissolves a swarm; its strategies stay, paused',
    params: idParams,
    status: 204,
    permission: 'trade',
  }),
}
