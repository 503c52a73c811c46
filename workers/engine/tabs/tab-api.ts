/**
 * One EngineApi object per connected tab, built from the combined domains: calls are shared,
 * watches belong to the tab. A watch ends when the tab calls unwatch, or all at once when the
 * tab goes away (its Web Lock is released).
 */
import type { EngineApi, TabLifecycle } from '../api.ts'
import type { SubscriptionId } from '../types.ts'
import type { LockManagerLike } from '../deps.ts'
import type { CombinedDomains, Emit } from '../domain.ts'
import type { Log } from '../services.ts'

export const TAB_LOCK_PREFIX = 'engine-tab-'

/** Names the tab API keeps for itself: no domain may define them. */
export const TAB_API_NAMES: readonly (keyof TabLifecycle)[] = ['attach', 'reconnectNow', 'unwatch']

export interface TabServices {
  locks: LockManagerLike | undefined
  /** Comlink's releaseProxy for a callback whose watch ended. */
  release: (cb: unknown) => void
  reconnectNow(): void
  log: Log
}

let nextWatchId = 1
const done = <T>(value: T): Promise<T> => Promise.resolve(value)

/**
 * A Comlink callback answers with a promise that rejects if the tab is gone; a thrown or
 * rejected push must never break the engine's loop.
 */
function push<T>(cb: (v: T) => void, value: T): void {
  try {
    const r: unknown = cb(value)
    if (r instanceof Promise) r.catch(() => undefined)
  } catch {
    // The tab is gone; its lock release will clean up.
  }
}

export function createTabApi(
  domains: CombinedDomains,
  tab: TabServices,
  onClosed: () => void,
): EngineApi {
  const watches = new Map<SubscriptionId, () => void>()
  let closed = false

  /** The tab is gone: drop every watch of it. */
  function close(): void {
    if (closed) return
    closed = true
    for (const stop of watches.values()) stop()
    watches.clear()
    onClosed()
  }

  const lifecycle: TabLifecycle = {
    attach(lockName) {
      if (typeof lockName === 'string' && lockName.startsWith(TAB_LOCK_PREFIX) && tab.locks) {
        // Granted only once the tab that holds it has died; then this tab's watches go.
        tab.locks
          .request(lockName, () => Promise.resolve(close()))
          .catch((err: unknown) => tab.log('tab lock', err))
      }
      return done(undefined)
    },
    reconnectNow() {
      tab.reconnectNow()
      return done(undefined)
    },
    unwatch(id) {
      const stop = watches.get(id)
      watches.delete(id)
      stop?.()
      return done(undefined)
    },
  }

  const api: Record<string, unknown> = { ...lifecycle }
  for (const [name, call] of domains.calls) api[name] = call
  for (const [name, start] of domains.watches) {
    api[name] = (...args: unknown[]): Promise<SubscriptionId> => {
      const cb = args.pop() as (v: unknown) => void
      const emit: Emit<unknown> = (v) => push(cb, v)
      const stop = (start as (...a: unknown[]) => () => void)(...args, emit)
      const id = nextWatchId++
      watches.set(id, () => {
        stop()
        tab.release(cb)
      })
      return done(id)
    }
  }
  return api as unknown as EngineApi
}
