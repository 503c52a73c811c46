/**
 * The private `strategies` channel, shared by every tab: job progress, strategy and swarm
 * changes. Pushes of one interval are merged (only the newest of each job, strategy or swarm) and
 * delivered as one batch per tab, so a job's progress at ten pushes a second is one message per
 * STRATEGY_EVENTS_FLUSH_MS. A lost message (sequence gap) tells the tabs to refetch everything.
 */
import type { StrategyEvent, StreamMessageOf } from '../../../protocol/index.ts'
import type { Clock } from '../deps.ts'
import type { Emit, Stop } from '../domain.ts'

export const STRATEGY_EVENTS_FLUSH_MS = 100

export interface StrategyEventBatch {
  events: StrategyEvent[]
  /** Messages were lost: every strategies query is out of date. */
  resync: boolean
}

export interface StrategyEventFeed {
  onMessage(msg: StreamMessageOf<'strategies'>): void
  onGap(): void
  watch(emit: Emit<StrategyEventBatch>): Stop
  watchers(): number
  dispose(): void
}

const keyOf = (e: StrategyEvent): string => {
  switch (e.kind) {
    case 'job':
      return `job:${e.job.id}`
    case 'strategy':
      return `strategy:${e.strategy.id}`
    case 'strategy_deleted':
      // A deletion replaces the strategy's pending change.
      return `strategy:${e.id}`
    case 'swarm':
      return `swarm:${e.swarm.id}`
  }
}

export function createStrategyEventFeed(
  clock: Clock,
  onDeliverError: (err: unknown) => void,
): StrategyEventFeed {
  const emits = new Set<Emit<StrategyEventBatch>>()
  let pending = new Map<string, StrategyEvent>()
  let resync = false
  let timer: unknown = null

  function flush(): void {
    timer = null
    const batch: StrategyEventBatch = { events: [...pending.values()], resync }
    pending = new Map()
    resync = false
    for (const emit of emits) {
      try {
        emit(batch)
      } catch (err) {
        onDeliverError(err)
      }
    }
  }
  const schedule = (): void => {
    if (emits.size === 0) return
    timer ??= clock.setTimeout(flush, STRATEGY_EVENTS_FLUSH_MS)
  }

  return {
    onMessage(msg) {
      if (emits.size === 0) return
      const key = keyOf(msg.data)
      // Keep arrival order for different keys; the newest value of a key moves to the end.
      pending.delete(key)
      pending.set(key, msg.data)
      schedule()
    },
    onGap() {
      resync = true
      schedule()
    },
    watch(emit) {
      emits.add(emit)
      return () => emits.delete(emit)
    },
    watchers: () => emits.size,
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      emits.clear()
      pending.clear()
    },
  }
}
