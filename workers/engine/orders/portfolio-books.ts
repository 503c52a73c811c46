/**
 * One kind of the trader's data (orders, positions, fills or balance) held per portfolio and
 * shared by every tab: the first watcher of a portfolio starts one REST snapshot and one socket
 * subscription, the last one to leave ends them. Pushes change the held model; watchers get it
 * at most once per interval. The model is written to Dexie on each snapshot and, debounced, after
 * pushes (never per tick); when the server cannot be reached the Dexie copy is served with
 * `fromCache` and the time it was confirmed.
 */
import type { PrivateChannel } from '../../../protocol/index.ts'
import type { Emit, Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'
import { createLiveSlot, type LiveSlot } from './live-slot.ts'
import type { Copy } from './persist.ts'

/** Writes after pushes wait this long for more pushes (no IndexedDB write per tick). */
export const SAVE_DEBOUNCE_MS = 2_000

export interface Held<M> {
  model: M
  /** When the server last confirmed it (ms). */
  asOf: number
  fromCache: boolean
}

export interface BookKind<M, R, U> {
  /** The socket stream that keeps it live. */
  channel: PrivateChannel
  intervalMs: number
  empty(): M
  fetch(portfolioId: string): Promise<EngineResult<R>>
  /** A model's revision: grows with each push, so a snapshot sees what came while it was asked. */
  revision(model: M): number
  /** The REST answer `fresh`, asked for at revision `since`, over the held model. */
  merge(model: M, fresh: R, since: number): M
  load(portfolioId: string): Promise<Copy<M> | null>
  save(portfolioId: string, model: M, asOf: number): Promise<void>
  view(portfolioId: string, held: Held<M>): U
}

export interface PortfolioBooks<M, U> {
  watch(portfolioId: string, emit: Emit<U>): Stop
  /** The held model of a watched portfolio, or null. */
  get(portfolioId: string): M | null
  /** The portfolios some tab watches. */
  watched(): string[]
  /**
   * Changes a watched portfolio's model (nothing when nobody watches it). `confirmed`: the
   * server's word (a push or an answer), which moves `asOf` and is saved; else an optimistic step.
   */
  update(portfolioId: string, change: (model: M) => M, confirmed: boolean): void
  /** Shows a watched portfolio again: something its view reads besides the model changed. */
  refresh(portfolioId: string): void
  /** A fresh REST snapshot of one portfolio, or of all after a reconnect or a gap. */
  reload(portfolioId?: string): void
  /** Signed out: forget every model; watchers stay and reload on the next connection. */
  clear(): void
  dispose(): void
}

interface Entry<M, U> {
  slot: LiveSlot<U>
  held: Held<M> | null
  /** A model changed before the first snapshot (an optimistic step), kept for its merge. */
  early: M
  loading: boolean
  again: boolean
  saveTimer: unknown
  /** Bumped on sign-out: a snapshot asked for before it is ignored when it answers. */
  gen: number
}

export function createPortfolioBooks<M, R, U>(
  s: Pick<EngineServices, 'clock' | 'log' | 'socket'>,
  kind: BookKind<M, R, U>,
): PortfolioBooks<M, U> {
  const { clock, log } = s
  const entries = new Map<string, Entry<M, U>>()
  const logged = (what: string) => (err: unknown) => log(`${kind.channel} ${what}`, err)

  const publish = (pid: string, e: Entry<M, U>): void => {
    if (e.held !== null) e.slot.set(kind.view(pid, e.held))
  }
  const live = (pid: string, e: Entry<M, U>, gen = e.gen): boolean =>
    entries.get(pid) === e && e.gen === gen

  function save(pid: string, e: Entry<M, U>): void {
    if (e.saveTimer !== null) clock.clearTimeout(e.saveTimer)
    e.saveTimer = null
    if (e.held === null || e.held.fromCache) return
    kind.save(pid, e.held.model, e.held.asOf).catch(logged('save failed'))
  }

  async function loadOnce(pid: string, e: Entry<M, U>): Promise<void> {
    const { gen } = e
    const since = kind.revision(e.held?.model ?? e.early)
    const res = await kind.fetch(pid)
    if (!live(pid, e, gen)) return
    if (res.ok) {
      const model = kind.merge(e.held?.model ?? e.early, res.value, since)
      e.held = { model, asOf: clock.now(), fromCache: false }
      publish(pid, e)
      return save(pid, e)
    }
    const unreachable = res.error.status === null || res.error.status >= 500
    if (!unreachable || e.held !== null) return log(`${kind.channel} snapshot failed`, res.error)
    const copy = await kind.load(pid).catch((err: unknown) => {
      logged('cache read failed')(err)
      return null
    })
    if (copy === null || !live(pid, e, gen) || e.held !== null) return
    e.held = { model: copy.value, asOf: copy.asOf, fromCache: true }
    publish(pid, e)
  }

  /** One snapshot at a time per portfolio; asked again meanwhile, one more after it. */
  function reloadEntry(pid: string, e: Entry<M, U>): void {
    if (e.loading) {
      e.again = true
      return
    }
    e.loading = true
    void (async () => {
      do {
        e.again = false
        await loadOnce(pid, e).catch(logged('snapshot failed'))
      } while (e.again && live(pid, e))
      e.loading = false
    })()
  }

  function drop(pid: string, e: Entry<M, U>): void {
    if (e.saveTimer !== null) save(pid, e)
    e.slot.dispose()
    entries.delete(pid)
    s.socket.unsubscribe(kind.channel)
  }

  return {
    watch(pid, emit) {
      let e = entries.get(pid)
      if (e === undefined) {
        e = {
          slot: createLiveSlot<U>(clock, kind.intervalMs, logged('push failed')),
          held: null,
          early: kind.empty(),
          loading: false,
          again: false,
          saveTimer: null,
          gen: 0,
        }
        entries.set(pid, e)
        s.socket.subscribe(kind.channel)
        reloadEntry(pid, e)
      }
      const entry = e
      const stop = entry.slot.watch(emit)
      return () => {
        stop()
        if (entry.slot.watchers() === 0 && live(pid, entry)) drop(pid, entry)
      }
    },
    watched: () => [...entries.keys()],
    get: (pid) => {
      const e = entries.get(pid)
      return e === undefined ? null : (e.held?.model ?? null)
    },
    update(pid, change, confirmed) {
      const e = entries.get(pid)
      if (e === undefined) return
      if (e.held === null) {
        e.early = change(e.early)
        return
      }
      const model = change(e.held.model)
      if (model === e.held.model) return
      e.held = confirmed ? { model, asOf: clock.now(), fromCache: false } : { ...e.held, model }
      publish(pid, e)
      if (confirmed) e.saveTimer ??= clock.setTimeout(() => save(pid, e), SAVE_DEBOUNCE_MS)
    },
    refresh(pid) {
      const e = entries.get(pid)
      if (e?.held) publish(pid, e)
    },
    reload(pid) {
      for (const [id, e] of entries) if (pid === undefined || id === pid) reloadEntry(id, e)
    },
    clear() {
      for (const e of entries.values()) {
        if (e.saveTimer !== null) clock.clearTimeout(e.saveTimer)
        e.saveTimer = null
        e.slot.clear()
        e.held = null
        e.early = kind.empty()
        e.gen += 1
      }
    },
    dispose() {
      for (const e of entries.values()) {
        if (e.saveTimer !== null) clock.clearTimeout(e.saveTimer)
        e.slot.dispose()
      }
      entries.clear()
    },
  }
}
