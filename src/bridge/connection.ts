import { wrap, type Remote } from 'comlink'
import type { EngineApi } from '../../workers/engine/api.ts'

/** The UI's side of the data engine: its API called across the worker boundary by Comlink. */
export type EngineBridge = Remote<EngineApi>

let bridge: EngineBridge | null = null
const errorListeners = new Set<(message: string) => void>()

/** Reports a worker that failed to start (bad chunk, syntax error) so the UI can say so. */
export function onEngineError(listener: (message: string) => void): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

function reportError(event: Event): void {
  const message =
    event instanceof ErrorEvent && event.message ? event.message : 'The data engine failed to start'
  for (const listener of errorListeners) listener(message)
}

function connect(): EngineBridge {
  if (typeof SharedWorker === 'undefined') {
    const worker = new Worker(
      new URL('../../workers/engine/dedicated-worker.ts', import.meta.url),
      {
        type: 'module',
        name: 'engine',
      },
    )
    worker.addEventListener('error', reportError)
    return wrap<EngineApi>(worker)
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

/** The tab's one bridge to the data engine, created on first use. */
export function getBridge(): EngineBridge {
  bridge ??= connect()
  return bridge
}
