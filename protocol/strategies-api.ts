import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams } from './input.ts'
import { strategyConfigShape } from './strategies/config.ts'
import {
  backtest,
  backtestRequest,
  backtestSummary,
  optimizeRequest,
  optimizeResult,
} from './strategies/backtest-wire.ts'
import {
  capitalInput as capital,
  strategyDescriptionInput as description,
  strategyNameInput as name,
  strategyStatus,
} from './strategies/limits.ts'
import { swarm, swarmCreate, swarmUpdate } from './strategies/swarm-wire.ts'

export * from './strategies/limits.ts'
export * from './strategies/backtest-wire.ts'
export * from './strategies/swarm-wire.ts'

/**
 * Strategies, backtests, optimisation and the swarm (issue 14; SPEC §3, §4, §5, §7). Times are
 * epoch ms, money is USD, returns and drawdowns are fractions (0.01 is 1 %).
 */

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
