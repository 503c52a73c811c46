import { z } from 'zod'

/** Limits, SPEC §5 messages and the shared input fields of the strategies API (issue 14). */

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

export const strategyNameInput = z.string().trim().min(1).max(STRATEGY_NAME_MAX)
export const strategyDescriptionInput = z.string().max(STRATEGY_DESCRIPTION_MAX)
/** Allocated capital, a backtest's starting capital, a swarm's pool (USD). */
export const capitalInput = z.number().positive().max(1e9)
