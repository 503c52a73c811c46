/**
 * One EngineApi object per connected tab. Watches belong to the tab: they end when the tab
 * calls unwatch, or all at once when the tab goes away (its Web Lock is released).
 */
import type { EngineApi, SubscriptionId } from '../api.ts'
import type { EngineCore } from '../core.ts'
import { sanitizeSymbols } from './symbols.ts'

export const TAB_LOCK_PREFIX = 'engine-tab-'

let nextWatchId = 1
const done = <T>(value: T): Promise<T> => Promise.resolve(value)

export function createTabApi(core: EngineCore, onClosed: () => void): EngineApi {
  const watches = new Map<SubscriptionId, () => void>()
  let closed = false

  /**
   * A Comlink callback answers with a promise that rejects if the tab is gone; a thrown or
   * rejected push must never break the engine's loop.
   */
  function push<T>(cb: (v: T) => void, value: T): void {
    try {
      const r: unknown = cb(value)
      if (r instanceof Promise) r.catch(() => undefined)
    } catch {
      // The tab is gone; its lock release will clean up.
    }
  }

  function watch(cb: unknown, stop: () => void): SubscriptionId {
    const id = nextWatchId++
    watches.set(id, () => {
      stop()
      core.release(cb)
    })
    return id
  }

  /** Current value at once, then every change, until unwatched. */
  function watchState<S>(
    cb: (s: S) => void,
    current: S,
    listen: (listener: (s: S) => void) => () => void,
  ): Promise<SubscriptionId> {
    push(cb, current)
    return done(
      watch(
        cb,
        listen((s) => push(cb, s)),
      ),
    )
  }

  /** The tab is gone: drop every watch of it. */
  function close(): void {
    if (closed) return
    closed = true
    for (const stop of watches.values()) stop()
    watches.clear()
    onClosed()
  }

  return {
    ...core.auth,
    ...core.market,
    ...core.portfolio,
    ...core.settings,
    attach(lockName) {
      if (typeof lockName === 'string' && lockName.startsWith(TAB_LOCK_PREFIX) && core.locks) {
        // Granted only once the tab that holds it has died; then this tab's watches go.
        core.locks
          .request(lockName, () => Promise.resolve(close()))
          .catch((err: unknown) => core.log('tab lock', err))
      }
      return done(undefined)
    },
    reconnectNow() {
      core.reconnectNow()
      return done(undefined)
    },

    async getSession() {
      await core.session.start()
      return core.session.state()
    },
    watchSession: (cb) => watchState(cb, core.session.state(), (l) => core.session.subscribe(l)),

    getConnection: () => done(core.socket.state()),
    watchConnection: (cb) => watchState(cb, core.socket.state(), (l) => core.socket.watch(l)),

    getMarketData: (symbols) => core.market.getMarketData(sanitizeSymbols(symbols)),
    watchPrices(symbols, cb) {
      const list = sanitizeSymbols(symbols)
      const sink = core.prices.addSink(list, (prices) => push(cb, { prices }))
      core.socket.subscribe('market', list)
      return done(
        watch(cb, () => {
          core.prices.removeSink(sink)
          core.socket.unsubscribe('market', list)
        }),
      )
    },

    unwatch(id) {
      const stop = watches.get(id)
      watches.delete(id)
      stop?.()
      return done(undefined)
    },
  }
}
