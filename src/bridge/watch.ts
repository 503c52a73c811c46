import { proxy } from 'comlink'
import type { SubscriptionId } from '../../workers/engine/api.ts'
import { getBridge, onEngineRestart, type EngineBridge } from './connection.ts'

/**
 * Starts an engine `watch*` subscription with a proxied callback and returns a stopper that
 * also works when called before the engine has answered with the subscription id. When the
 * engine is replaced (onEngineRestart) the watch is started again on the new one.
 */
export function subscribe<T>(
  start: (cb: (value: T) => void) => Promise<SubscriptionId>,
  onValue: (value: T) => void,
): () => void {
  let stopped = false
  const cb = proxy(onValue)
  let current: { bridge: EngineBridge; id: SubscriptionId | null } | null = null

  const unwatch = (bridge: EngineBridge, id: SubscriptionId) => {
    bridge.unwatch(id).catch(() => undefined)
  }

  function run(): void {
    const attempt = { bridge: getBridge(), id: null as SubscriptionId | null }
    current = attempt
    start(cb)
      .then((sub) => {
        // Stopped meanwhile, or already started again on a newer engine.
        if (stopped || current !== attempt) unwatch(attempt.bridge, sub)
        else attempt.id = sub
      })
      .catch(() => undefined)
  }

  run()
  const offRestart = onEngineRestart(run)
  return () => {
    stopped = true
    offRestart()
    if (current !== null && current.id !== null) unwatch(current.bridge, current.id)
  }
}
