/**
 * The strategies domain (issue 14): strategies and templates, import and export, live orders and
 * equity, backtests and optimisations, swarms (REST through the gateway), and the private
 * `strategies` channel (job progress, strategy and swarm changes) batched to every tab. Jobs run
 * on the server; nothing is computed here.
 */
import {
  strategiesApi as api,
  type Backtest,
  type BacktestRequest,
  type BacktestSummary,
  type OptimizeRequest,
  type OptimizeResult,
  type Strategy,
  type StrategyCreate,
  type StrategyExport,
  type StrategyOrder,
  type StrategyTemplate,
  type StrategyUpdate,
  type Swarm,
} from '../../../protocol/index.ts'
import type { z } from 'zod'
import type { strategyEquityPoint, swarmCreate, swarmUpdate } from '../../../protocol/index.ts'
import { defineDomain, type Emit, type Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'
import { createStrategyEventFeed, type StrategyEventBatch } from './event-feed.ts'
import { STRATEGY_MSG as MSG } from './messages.ts'
import { strategyCall } from './strategy-call.ts'

/** An optimisation answers when its search ends: up to 5,000 backtests, so minutes, not 30 s. */
export const OPTIMIZE_TIMEOUT_MS = 15 * 60_000

export type SwarmCreate = z.input<typeof swarmCreate>
export type SwarmUpdate = z.input<typeof swarmUpdate>
export type StrategyEquityPoint = z.output<typeof strategyEquityPoint>

export function createStrategiesDomain(s: EngineServices) {
  const g = s.gateway
  const feed = createStrategyEventFeed(s.clock, (err) => s.log('strategy event push failed', err))
  const stopGaps = s.socket.onGap((channel) => {
    if (channel === 'strategies') feed.onGap()
  })
  // Writes are not retried on a lost answer: a second create would make a second strategy.
  const write = { retry: false }

  return defineDomain({
    calls: {
      listStrategies: (): Promise<EngineResult<Strategy[]>> =>
        strategyCall(g, api.listStrategies, {}, MSG.fetch),
      strategyTemplates: (): Promise<EngineResult<StrategyTemplate[]>> =>
        strategyCall(g, api.strategyTemplates, {}, MSG.templates),
      createStrategy: (input: StrategyCreate): Promise<EngineResult<Strategy>> =>
        strategyCall(g, api.createStrategy, { json: input, ...write }, MSG.create),
      importStrategy: (data: string): Promise<EngineResult<Strategy>> =>
        strategyCall(g, api.importStrategy, { json: { data }, ...write }, MSG.create),
      getStrategy: (id: string): Promise<EngineResult<Strategy>> =>
        strategyCall(g, api.getStrategy, { id }, MSG.fetch),
      updateStrategy: (id: string, patch: StrategyUpdate): Promise<EngineResult<Strategy>> =>
        strategyCall(g, api.updateStrategy, { id, json: patch, ...write }, MSG.update),
      deleteStrategy: (id: string): Promise<EngineResult<void>> =>
        strategyCall(g, api.deleteStrategy, { id, ...write }, MSG.delete),
      exportStrategy: (id: string): Promise<EngineResult<StrategyExport>> =>
        strategyCall(g, api.exportStrategy, { id }, MSG.fetch),
      strategyOrders: (id: string): Promise<EngineResult<StrategyOrder[]>> =>
        strategyCall(g, api.strategyOrders, { id }, MSG.fetch),
      strategyEquity: (id: string): Promise<EngineResult<StrategyEquityPoint[]>> =>
        strategyCall(g, api.strategyEquity, { id }, MSG.fetch),
      runBacktest: (id: string, req: BacktestRequest): Promise<EngineResult<BacktestSummary>> =>
        strategyCall(g, api.runBacktest, { id, json: req, ...write }, MSG.runBacktest, true),
      strategyBacktests: (id: string): Promise<EngineResult<BacktestSummary[]>> =>
        strategyCall(g, api.strategyBacktests, { id }, MSG.backtests),
      listBacktests: (): Promise<EngineResult<BacktestSummary[]>> =>
        strategyCall(g, api.listBacktests, {}, MSG.backtests),
      getBacktest: (id: string): Promise<EngineResult<Backtest>> =>
        strategyCall(g, api.getBacktest, { id }, MSG.backtests),
      cancelBacktest: (id: string): Promise<EngineResult<BacktestSummary>> =>
        strategyCall(g, api.cancelBacktest, { id, ...write }, MSG.runBacktest),
      deleteBacktest: (id: string): Promise<EngineResult<void>> =>
        strategyCall(g, api.deleteBacktest, { id, ...write }, MSG.deleteBacktest),
      optimizeStrategy: (id: string, req: OptimizeRequest): Promise<EngineResult<OptimizeResult>> =>
        strategyCall(
          g,
          api.optimizeStrategy,
          { id, json: req, ...write },
          MSG.optimize,
          true,
          OPTIMIZE_TIMEOUT_MS,
        ),
      listSwarms: (): Promise<EngineResult<Swarm[]>> =>
        strategyCall(g, api.listSwarms, {}, MSG.swarms),
      createSwarm: (input: SwarmCreate): Promise<EngineResult<Swarm>> =>
        strategyCall(g, api.createSwarm, { json: input, ...write }, MSG.createSwarm),
      updateSwarm: (id: string, patch: SwarmUpdate): Promise<EngineResult<Swarm>> =>
        strategyCall(g, api.updateSwarm, { id, json: patch, ...write }, MSG.updateSwarm),
      killSwarm: (id: string): Promise<EngineResult<Swarm>> =>
        strategyCall(g, api.killSwarm, { id, ...write }, MSG.updateSwarm),
      deleteSwarm: (id: string): Promise<EngineResult<void>> =>
        strategyCall(g, api.deleteSwarm, { id, ...write }, MSG.deleteSwarm),
    },
    watches: {
      /** Job progress and strategy/swarm changes, merged per 100 ms, while the tab watches. */
      watchStrategyEvents(emit: Emit<StrategyEventBatch>): Stop {
        const stop = feed.watch(emit)
        s.socket.subscribe('strategies')
        return () => {
          stop()
          s.socket.unsubscribe('strategies')
        }
      },
    },
    streams: {
      strategies: (msg) => feed.onMessage(msg),
    },
    dispose() {
      stopGaps()
      feed.dispose()
    },
  })
}
