/** Real browser globals for createEngine; shared by the SharedWorker and dedicated entries. */
import { releaseProxy } from 'comlink'
import { OUTBOX_CHANNEL } from '../../protocol/index.ts'
import { openOutbox } from '../outbox/outbox.ts'
import type { EngineDeps, LockManagerLike, SocketCtor } from './deps.ts'
import { systemClock } from './deps.ts'
import { createEngine, type DataEngine } from './engine.ts'
import { DB_NAME } from './store/db.ts'

function browserLocks(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks
  if (locks === undefined) return undefined
  // The DOM typing nests the promise (Promise<Promise<T>>); awaiting flattens it as at runtime.
  return { request: async (name, cb) => await locks.request(name, cb) }
}

/** Comlink proxies hold a MessagePort each; release it when the watch ends. */
function releaseCallback(cb: unknown): void {
  if (typeof cb !== 'function' && (typeof cb !== 'object' || cb === null)) return
  const release = (cb as { [releaseProxy]?: unknown })[releaseProxy]
  if (typeof release === 'function') (release as () => void)()
}

export function createBrowserEngine(): DataEngine {
  const locks = browserLocks()
  const deps: EngineDeps = {
    fetch: globalThis.fetch.bind(globalThis),
    // The browser WebSocket has the same members; its event types are just wider.
    WebSocket: globalThis.WebSocket as unknown as SocketCtor,
    clock: systemClock,
    origin: globalThis.location.origin,
    dbName: DB_NAME,
    releaseCallback,
    ...(locks ? { locks } : {}),
    outbox: { outbox: openOutbox(), channel: new BroadcastChannel(OUTBOX_CHANNEL) },
  }
  const engine = createEngine(deps)
  // Workers get `online` too; tabs also call reconnectNow() when they become visible.
  globalThis.addEventListener('online', () => engine.reconnectNow())
  return engine
}
