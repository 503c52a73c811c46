/**
 * Strategies, templates, live orders and equity, backtests and swarms through the engine
 * (issue 14), cached by TanStack Query with SPEC §9's timings (the client's defaults). The
 * `strategies` channel keeps them current (strategies-events.ts); SPEC §4's choice of the current
 * strategy is in strategies-selection.ts, the writes in strategies-actions.ts.
 */
import { useQuery } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const strategyKeys = {
  all: ['strategies'] as const,
  list: ['strategies', 'list'] as const,
  templates: ['strategies', 'templates'] as const,
  orders: (id: string) => ['strategies', 'orders', id] as const,
  equity: (id: string) => ['strategies', 'equity', id] as const,
  backtestLists: ['strategies', 'backtests'] as const,
  /** One strategy's runs, or every run (`null`). */
  backtests: (strategyId: string | null) => ['strategies', 'backtests', strategyId ?? '*'] as const,
  backtest: (id: string) => ['strategies', 'backtest', id] as const,
  swarms: ['strategies', 'swarms'] as const,
}

export const useStrategies = () =>
  useQuery({
    queryKey: strategyKeys.list,
    queryFn: async () => unwrap(await getBridge().listStrategies()),
  })

export const useStrategyTemplates = () =>
  useQuery({
    queryKey: strategyKeys.templates,
    queryFn: async () => unwrap(await getBridge().strategyTemplates()),
  })

export const useStrategyOrders = (id: string | undefined) =>
  useQuery({
    queryKey: strategyKeys.orders(id ?? ''),
    queryFn: async () => unwrap(await getBridge().strategyOrders(id ?? '')),
    enabled: id !== undefined,
  })

export const useStrategyEquity = (id: string | undefined) =>
  useQuery({
    queryKey: strategyKeys.equity(id ?? ''),
    queryFn: async () => unwrap(await getBridge().strategyEquity(id ?? '')),
    enabled: id !== undefined,
  })

export const useBacktests = (strategyId: string | null) =>
  useQuery({
    queryKey: strategyKeys.backtests(strategyId),
    queryFn: async () =>
      unwrap(
        await (strategyId === null
          ? getBridge().listBacktests()
          : getBridge().strategyBacktests(strategyId)),
      ),
  })

export const useBacktest = (id: string | undefined) =>
  useQuery({
    queryKey: strategyKeys.backtest(id ?? ''),
    queryFn: async () => unwrap(await getBridge().getBacktest(id ?? '')),
    enabled: id !== undefined,
    // A run's report never changes once finished; an unfinished one is refetched when it ends.
    staleTime: Infinity,
  })

export const useSwarms = () =>
  useQuery({
    queryKey: strategyKeys.swarms,
    queryFn: async () => unwrap(await getBridge().listSwarms()),
  })
