/**
 * What changed on the server or through another tab, told to every tab's `watchChanges` so its
 * query cache refetches. Changes of one interval are merged: a burst of fills is one refetch.
 */
import type { Clock } from '../deps.ts'
import type { DataChange } from '../types.ts'

export const CHANGES_FLUSH_MS = 100

export interface ChangeFeed {
  emit(change: DataChange): void
  listen(listener: (changes: DataChange[]) => void): () => void
  dispose(): void
}

const keyOf = (c: DataChange): string => `${c.topic}\u0000${c.portfolioId ?? ''}`

export function createChangeFeed(clock: Clock, log: (m: string, d?: unknown) => void): ChangeFeed {
  const listeners = new Set<(changes: DataChange[]) => void>()
  let pending = new Map<string, DataChange>()
  let timer: unknown = null

  function flush(): void {
    timer = null
    const batch = [...pending.values()]
    pending = new Map()
    for (const l of listeners) {
      try {
        l(batch)
      } catch (err) {
        log('change delivery failed', err)
      }
    }
  }

  return {
    emit(change) {
      if (listeners.size === 0) return
      pending.set(keyOf(change), change)
      timer ??= clock.setTimeout(flush, CHANGES_FLUSH_MS)
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      listeners.clear()
    },
  }
}
