import { wrap, type Remote } from 'comlink'
import type { EngineApi } from '../../workers/engine/api.ts'
import { ENGINE_CHANNEL, type LockRequester } from './leader/channel.ts'
import { startElectedEngine } from './leader/elected-engine.ts'

/** The UI's side of the data engine: its API called across the worker boundary by Comlink. */
export type EngineBridge = Remote<EngineApi>

let bridge: EngineBridge | null = null
const errorListeners = new Set<(message: string) => void>()
const restartListeners = new Set<() => void>()

/** Reports a worker that failed to start (bad chunk, syntax error) so the UI can say so. */
export function onEngineError(listener: (message: string) => void): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

/**
 * Told when this tab's engine was replaced by a fresh one (without SharedWorker, the tab that ran
 * it closed): the new engine knows none of this tab's watches, so each is started again.
 */
export function onEngineRestart(listener: () => void): () => void {
  restartListeners.add(listener)
  return () => restartListeners.delete(listener)
}

function reportError(event: Event): void {
  const message =
    event instanceof ErrorEvent && event.message ? event.message : 'The data engine failed to start'
  for (const listener of errorListeners) listener(message)
}

function dedicatedWorker(): Worker {
  const worker = new Worker(new URL('../../workers/engine/dedicated-worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  })
  worker.addEventListener('error', reportError)
  return worker
}

/** The DOM typing nests the callback's promise; awaiting it flattens it as at runtime. */
const browserLocks = (locks: LockManager): LockRequester => ({
  request: async (name, callback) => {
    await locks.request(name, callback)
  },
})

/** One engine for all tabs: in the dedicated worker of the tab elected by a Web Lock. */
function electedEngine(locks: LockManager): EngineBridge {
  const elected = startElectedEngine<EngineApi>({
    channel: new BroadcastChannel(ENGINE_CHANNEL),
    locks: browserLocks(locks),
    newId: () => crypto.randomUUID(),
    startEngine() {
      const worker = dedicatedWorker()
      // dedicated-worker.ts exposes one more tab on each port sent with this message.
      return (port) => worker.postMessage({ type: 'connect' }, [port])
    },
    onRestart(next) {
      bridge = next
      for (const listener of restartListeners) listener()
    },
  })
  return elected.bridge
}

function connect(): EngineBridge {
  if (typeof SharedWorker === 'undefined') {
    const locks = (navigator as Partial<Navigator>).locks
    if (locks !== undefined && typeof BroadcastChannel !== 'undefined') return electedEngine(locks)
    // Without Web Locks there is no election: an engine (and a socket) per tab.
    return wrap<EngineApi>(dedicatedWorker())
  }
  const worker = new SharedWorker(
    new URL('../../workers/engine/shared-worker.ts', import.meta.url),
    {
      type: 'module',
      name: 'engine',
    },
  )
  worker.addEventListener('error', reportError)
  return wrap<EngineApi>(worker.port)
}

/** The tab's current bridge to the data engine, created on first use. */
export function getBridge(): EngineBridge {
  bridge ??= connect()
  return bridge
}
