/**
 * Latest value per key, flushed to each sink at most once per interval with only the keys that
 * sink watches and that changed since its last flush. Nothing is scheduled while nothing changes.
 * Pure and clock-injected: prices use 50 ms; positions (100 ms) and portfolio (200 ms) reuse it.
 */
import type { Clock } from '../deps.ts'

export type SinkId = number

export interface KeyedBatcher<V> {
  push(value: V): void
  /** Like push, but only for a key with no value yet: a saved copy never hides a live one. */
  seed(value: V): void
  /** A sink gets the latest known values of its keys on the next flush, then changes only. */
  addSink(keys: readonly string[], deliver: (values: V[]) => void): SinkId
  removeSink(id: SinkId): void
  dispose(): void
}

interface Sink<V> {
  id: SinkId
  keys: Set<string>
  dirty: Set<string>
  deliver: (values: V[]) => void
}

export interface BatcherOptions<V> {
  clock: Clock
  intervalMs: number
  keyOf: (value: V) => string
  onDeliverError?: (err: unknown) => void
}

export function createKeyedBatcher<V>(opts: BatcherOptions<V>): KeyedBatcher<V> {
  const { clock, intervalMs, keyOf } = opts
  const latest = new Map<string, V>()
  const watchers = new Map<string, Set<Sink<V>>>()
  const sinks = new Map<SinkId, Sink<V>>()
  const dirtySinks = new Set<Sink<V>>()
  let nextId = 1
  let timer: unknown = null

  function schedule(): void {
    if (timer === null) timer = clock.setTimeout(flush, intervalMs)
  }

  function flush(): void {
    timer = null
    const due = [...dirtySinks]
    dirtySinks.clear()
    for (const sink of due) {
      const values: V[] = []
      for (const key of sink.dirty) {
        const v = latest.get(key)
        if (v !== undefined) values.push(v)
      }
      sink.dirty.clear()
      if (values.length === 0) continue
      try {
        sink.deliver(values)
      } catch (err) {
        // One broken tab must not starve the others.
        opts.onDeliverError?.(err)
      }
    }
  }

  function markDirty(sink: Sink<V>, key: string): void {
    sink.dirty.add(key)
    dirtySinks.add(sink)
  }

  function push(value: V): void {
    const key = keyOf(value)
    latest.set(key, value)
    const ws = watchers.get(key)
    if (ws === undefined) return
    for (const sink of ws) markDirty(sink, key)
    schedule()
  }

  return {
    push,
    seed(value) {
      if (!latest.has(keyOf(value))) push(value)
    },
    addSink(keys, deliver) {
      const sink: Sink<V> = { id: nextId++, keys: new Set(keys), dirty: new Set(), deliver }
      sinks.set(sink.id, sink)
      for (const key of sink.keys) {
        const ws = watchers.get(key) ?? new Set<Sink<V>>()
        watchers.set(key, ws)
        ws.add(sink)
        if (latest.has(key)) markDirty(sink, key)
      }
      if (sink.dirty.size > 0) schedule()
      return sink.id
    },
    removeSink(id) {
      const sink = sinks.get(id)
      if (sink === undefined) return
      sinks.delete(id)
      dirtySinks.delete(sink)
      for (const key of sink.keys) {
        const ws = watchers.get(key)
        ws?.delete(sink)
        if (ws?.size === 0) watchers.delete(key)
      }
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      dirtySinks.clear()
    },
  }
}
