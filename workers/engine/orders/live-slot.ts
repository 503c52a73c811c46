/**
 * One value watched by any number of tabs: a new watcher gets the current value at once; a
 * change reaches every watcher at most once per interval (only the latest of a burst).
 */
import type { Clock } from '../deps.ts'
import type { Emit, Stop } from '../domain.ts'

export interface LiveSlot<U> {
  current(): U | null
  /** A new value, flushed to the watchers within the interval. */
  set(value: U): void
  watch(emit: Emit<U>): Stop
  watchers(): number
  /** Forget the value (signed out); watchers stay. */
  clear(): void
  dispose(): void
}

export function createLiveSlot<U>(
  clock: Clock,
  intervalMs: number,
  onDeliverError: (err: unknown) => void,
): LiveSlot<U> {
  const emits = new Set<Emit<U>>()
  let value: U | null = null
  let timer: unknown = null

  const deliver = (emit: Emit<U>, v: U): void => {
    try {
      emit(v)
    } catch (err) {
      onDeliverError(err)
    }
  }
  function flush(): void {
    timer = null
    if (value === null) return
    for (const emit of emits) deliver(emit, value)
  }
  function cancel(): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  return {
    current: () => value,
    set(next) {
      value = next
      if (emits.size > 0) timer ??= clock.setTimeout(flush, intervalMs)
    },
    watch(emit) {
      emits.add(emit)
      if (value !== null) deliver(emit, value)
      return () => void emits.delete(emit)
    },
    watchers: () => emits.size,
    clear() {
      cancel()
      value = null
    },
    dispose() {
      cancel()
      emits.clear()
    },
  }
}
