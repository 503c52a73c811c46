/**
 * What the engine needs from its host. Injected so the whole engine runs in Node tests with
 * fakes (fetch, WebSocket, timers, IndexedDB) and in a SharedWorker or dedicated Worker alike.
 */
import type { OutboxDeps } from './orders/outbox-sync.ts'

/** Opaque timer handle: a number in browsers, an object in Node. */
export type TimerHandle = unknown

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(fn: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

/**
 * Looks the timer functions up at call time, not at import time, so vitest's fake timers
 * (installed after import) are honoured.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as Parameters<typeof clearTimeout>[0]),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as Parameters<typeof clearInterval>[0]),
}

/** The part of a WebSocket the engine uses; a browser WebSocket satisfies it at runtime. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null
  onclose: ((ev: { code: number; reason?: string }) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onerror: ((ev: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}
export type SocketCtor = new (url: string) => SocketLike

/** The part of navigator.locks the engine uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export interface EngineDeps {
  fetch: typeof fetch
  WebSocket: SocketCtor
  clock: Clock
  /** Page origin, e.g. "https://trade.example"; the API and /ws live there. */
  origin: string
  /** IndexedDB database name; tests use a fresh one each. */
  dbName: string
  /** Web Locks: detect closed tabs and serialise refreshes between engines. Optional in tests. */
  locks?: LockManagerLike
  /** Dexie options for a non-global IndexedDB (tests). */
  indexedDB?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }
  /** Called instead of console.warn, so tests stay quiet and can assert. */
  log?: (message: string, detail?: unknown) => void
  /** Releases a Comlink proxy callback when its watch ends (a no-op outside Comlink). */
  releaseCallback?: (cb: unknown) => void
  /** sync-trades: the outbox the service worker queues into, and its channel. None in tests. */
  outbox?: OutboxDeps
}
