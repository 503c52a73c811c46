/**
 * The writes of the strategies domain. Each answer is put into the cache at once (the channel's
 * push says the same a moment later); a failure is shown as a toast in SPEC §8's words (one per
 * field on a 422), except where a form shows the fields itself (`quiet`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  BacktestRequest,
  OptimizeRequest,
  Strategy,
  StrategyCreate,
  StrategyUpdate,
  Swarm,
} from '../../protocol/index.ts'
import type { SwarmCreate, SwarmUpdate } from '../../workers/engine/api.ts'
import { appStore } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { failureMessages } from '../components/toast/failure-messages.ts'
import { toast } from '../components/toast/toast.ts'
import { EngineCallError, unwrap } from './query-client.ts'
import { strategyKeys } from './strategies.ts'
import { applyStrategyEvent } from './strategies-events.ts'
import { afterDeletion, chosenStrategyIdAtom } from './strategies-selection.ts'

export function toastStrategyFailure(err: Error): void {
  const messages = err instanceof EngineCallError ? failureMessages(err.failure) : [err.message]
  for (const m of messages) toast.error(m)
}

function useStrategyWrite<I>(call: (input: I) => Promise<Strategy>, quiet = false) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (strategy) => applyStrategyEvent(client, { kind: 'strategy', strategy }),
    ...(quiet ? {} : { onError: toastStrategyFailure }),
  })
}

export const useCreateStrategy = () =>
  useStrategyWrite(async (input: StrategyCreate) => {
    const created = unwrap(await getBridge().createStrategy(input))
    appStore.set(chosenStrategyIdAtom, created.id)
    return created
  })

/** The import form shows "Invalid strategy data" itself. */
export const useImportStrategy = () =>
  useStrategyWrite(async (data: string) => {
    const created = unwrap(await getBridge().importStrategy(data))
    appStore.set(chosenStrategyIdAtom, created.id)
    return created
  }, true)

/** The editor shows a 422's fields beside their inputs itself. */
export const useUpdateStrategy = (quiet = false) =>
  useStrategyWrite(
    async ({ id, patch }: { id: string; patch: StrategyUpdate }) =>
      unwrap(await getBridge().updateStrategy(id, patch)),
    quiet,
  )

export function useDeleteStrategy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      unwrap(await getBridge().deleteStrategy(id))
      return id
    },
    onSuccess: (id) => {
      const list = client.getQueryData<Strategy[]>(strategyKeys.list) ?? []
      const chosen = appStore.get(chosenStrategyIdAtom)
      // SPEC §4: deleting the current strategy selects the first remaining.
      if (chosen === null || chosen === id)
        appStore.set(chosenStrategyIdAtom, afterDeletion(list, id))
      applyStrategyEvent(client, { kind: 'strategy_deleted', id })
    },
    onError: toastStrategyFailure,
  })
}

export const exportStrategy = async (id: string) => unwrap(await getBridge().exportStrategy(id))

export function useRunBacktest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, req }: { id: string; req: BacktestRequest }) =>
      unwrap(await getBridge().runBacktest(id, req)),
    onSuccess: (job) => applyStrategyEvent(client, { kind: 'job', job }),
  })
}

export const cancelBacktest = async (id: string) => unwrap(await getBridge().cancelBacktest(id))

export function useDeleteBacktest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getBridge().deleteBacktest(id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: strategyKeys.backtestLists }),
    onError: toastStrategyFailure,
  })
}

/** The result is shown by the panel (its failure too, as "Failed to optimize strategy"). */
export const useOptimizeStrategy = () =>
  useMutation({
    mutationFn: async ({ id, req }: { id: string; req: OptimizeRequest }) =>
      unwrap(await getBridge().optimizeStrategy(id, req)),
  })

function useSwarmWrite<I, T extends Swarm | void>(call: (input: I) => Promise<T>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (swarm) => {
      if (swarm) applyStrategyEvent(client, { kind: 'swarm', swarm })
      else await client.invalidateQueries({ queryKey: strategyKeys.swarms })
      await client.invalidateQueries({ queryKey: strategyKeys.list })
    },
    onError: toastStrategyFailure,
  })
}

export const useCreateSwarm = () =>
  useSwarmWrite(async (input: SwarmCreate) => unwrap(await getBridge().createSwarm(input)))
export const useUpdateSwarm = () =>
  useSwarmWrite(async ({ id, patch }: { id: string; patch: SwarmUpdate }) =>
    unwrap(await getBridge().updateSwarm(id, patch)),
  )
export const useKillSwarm = () =>
  useSwarmWrite(async (id: string) => unwrap(await getBridge().killSwarm(id)))
export const useDeleteSwarm = () =>
  useSwarmWrite(async (id: string) => unwrap(await getBridge().deleteSwarm(id)))
