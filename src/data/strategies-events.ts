/**
 * The engine's `strategies` pushes in this tab, while some component wants them (retain/release):
 * a job's progress goes to its atom (jobAtom, one per job id), and each change is written into the
 * cached lists so the pages update without a refetch; a finished job's report and a strategy's
 * orders and equity are refetched. A lost push refetches everything of the domain.
 */
import type { QueryClient } from '@tanstack/react-query'
import { atomFamily } from 'jotai-family'
import { useEffect } from 'react'
import type { BacktestSummary, Strategy, StrategyEvent, Swarm } from '../../protocol/index.ts'
import type { StrategyEventBatch } from '../../workers/engine/api.ts'
import { appStore, atom, useAtomValue, type PrimitiveAtom } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { queryClient } from './query-client.ts'
import { strategyKeys } from './strategies.ts'

/** The newest state of a backtest or optimisation job pushed to this tab; null before any. */
export const jobAtom = atomFamily((_jobId: string): PrimitiveAtom<BacktestSummary | null> =>
  atom<BacktestSummary | null>(null),
)
export const useJob = (jobId: string | null): BacktestSummary | null =>
  useAtomValue(jobId === null ? noJob : jobAtom(jobId))
const noJob = atom<BacktestSummary | null>(null)

const FINISHED = new Set(['completed', 'cancelled', 'failed'])

const upsert = <T extends { id: string }>(list: T[] | undefined, item: T, front = true) => {
  if (!list) return list
  if (list.some((x) => x.id === item.id)) return list.map((x) => (x.id === item.id ? item : x))
  return front ? [item, ...list] : [...list, item]
}

function applyJob(client: QueryClient, job: BacktestSummary): void {
  appStore.set(jobAtom(job.id), job)
  client.setQueryData<BacktestSummary[]>(strategyKeys.backtests(null), (l) => upsert(l, job))
  if (job.strategyId !== null)
    client.setQueryData<BacktestSummary[]>(strategyKeys.backtests(job.strategyId), (l) =>
      upsert(l, job),
    )
  if (FINISHED.has(job.status))
    void client.invalidateQueries({ queryKey: strategyKeys.backtest(job.id) })
}

function applyStrategy(client: QueryClient, s: Strategy): void {
  client.setQueryData<Strategy[]>(strategyKeys.list, (l) => upsert(l, s, false))
  void client.invalidateQueries({ queryKey: strategyKeys.orders(s.id) })
  void client.invalidateQueries({ queryKey: strategyKeys.equity(s.id) })
}

function applySwarm(client: QueryClient, swarm: Swarm): void {
  client.setQueryData<Swarm[]>(strategyKeys.swarms, (l) => upsert(l, swarm, false))
  // A rebalance changes its agents' allocated capital.
  void client.invalidateQueries({ queryKey: strategyKeys.list })
}

export function applyStrategyEvent(client: QueryClient, e: StrategyEvent): void {
  if (e.kind === 'job') applyJob(client, e.job)
  else if (e.kind === 'strategy') applyStrategy(client, e.strategy)
  else if (e.kind === 'swarm') applySwarm(client, e.swarm)
  else client.setQueryData<Strategy[]>(strategyKeys.list, (l) => l?.filter((x) => x.id !== e.id))
}

export function applyStrategyBatch(client: QueryClient, batch: StrategyEventBatch): void {
  if (batch.resync) void client.invalidateQueries({ queryKey: strategyKeys.all })
  for (const e of batch.events) applyStrategyEvent(client, e)
}

let holders = 0
let stop: (() => void) | null = null

/** Keeps this tab's strategies pushes flowing while the calling component is mounted. */
export function useStrategyEvents(): void {
  useEffect(() => {
    holders += 1
    stop ??= subscribe<StrategyEventBatch>(
      (cb) => getBridge().watchStrategyEvents(cb),
      (batch) => applyStrategyBatch(queryClient, batch),
    )
    return () => {
      holders -= 1
      if (holders === 0) {
        stop?.()
        stop = null
      }
    }
  }, [])
}
