import { proxy } from 'comlink'
import type { SubscriptionId } from '../../workers/engine/api.ts'
import { getBridge } from './connection.ts'

/**
 * Starts an engine `watch*` subscription with a proxied callback and returns a stopper that
 * also works when called before the engine has answered with the subscription id.
 */
export function subscribe<T>(
  start: (cb: (value: T) => void) => Promise<SubscriptionId>,
  onValue: (value: T) => void,
): () => void {
  let stopped = false
  let id: SubscriptionId | null = null
  start(proxy(onValue))
    .then((sub) => {
      if (stopped) void getBridge().unwatch(sub)
      else id = sub
    })
    .catch(() => undefined)
  return () => {
    stopped = true
    if (id !== null) void getBridge().unwatch(id)
  }
}
