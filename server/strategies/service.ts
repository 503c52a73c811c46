import { availableParallelism } from 'node:os'
import type { Db } from '../db/types.ts'
import type { MarketWithOptions } from '../options/feed.ts'
import type { TradingService } from '../trading/service.ts'
import { loadHistorySource } from './history/archive.ts'
import { fillModelFor, specOf } from './history/fill-model.ts'
import { createStrategyHistory, type StrategyHistory } from './history/index.ts'
import { JobPool } from './jobs/pool.ts'
import { createStrategyJobs, type StrategyJobs } from './jobs/service.ts'
import { createLiveStrategies } from './live/index.ts'
import type { LiveStrategies } from './types.ts'

/** The strategies domain's running parts, on the context as `ctx.strategies`. */
export interface StrategiesContext {
  live: LiveStrategies
  jobs: StrategyJobs
  history: StrategyHistory
}

export interface StrategiesOptions {
  /** Worker threads for backtests and optimisations; default one per core but one. */
  workers?: number
  /** The market seed, which also seeds the backtest history on first start. */
  marketSeed?: number
  onError?: (err: unknown, what: string) => void
}

/** The fill model of a catalogue symbol (strategies trade only those). */
export function fillModelOf(symbol: string) {
  const spec = specOf(symbol)
  if (!spec) throw new Error(`no fill model for ${symbol}`)
  return fillModelFor(spec)
}

export const defaultStrategyWorkers = (): number => Math.max(1, availableParallelism() - 1)

export async function createStrategies(
  db: Db,
  market: MarketWithOptions,
  trading: TradingService,
  opts: StrategiesOptions,
): Promise<StrategiesContext> {
  const history = createStrategyHistory(await loadHistorySource(db, opts.marketSeed), market)
  const pool = new JobPool(opts.workers ?? defaultStrategyWorkers())
  return {
    live: createLiveStrategies({
      db,
      market,
      trading,
      fillModel: fillModelOf,
      replayPrice: (symbol, price) => market.spot.replayPrice(symbol, price),
      ...(opts.onError ? { onError: opts.onError } : {}),
    }),
    jobs: createStrategyJobs(db, pool, history),
    history,
  }
}
