/**
 * One EngineApi object per connected tab. Watches belong to the tab: they end when the tab
 * calls unwatch, or all at once when the tab goes away (its Web Lock is released).
 */
import type { EngineApi, SubscriptionId } from '../api.ts'
import type { EngineCore } from '../core.ts'
import { sanitizeSymbols } from './symbols.ts'

export const TAB_LOCK_PREFIX = 'engine-tab-'

export interface TabHandle {
  api: EngineApi
  /** Drop every watch of this tab. */
  close(): void
}

let nextWatchId = 1
const done = <T>(value: T): Promise<T> => Promise.resolve(value)

export function createTabApi(core: EngineCore, onClosed: () => void): TabHandle {
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

  function close(): void {
    if (closed) return
    closed = true
    for (const stop of watches.values()) stop()
    watches.clear()
    onClosed()
  }

  const api: EngineApi = {
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
    watchSession(cb) {
      push(cb, core.session.state())
      return done(
        watch(
          cb,
          core.session.subscribe((s) => push(cb, s)),
        ),
      )
    },
    login: (input) => core.auth.login(input),
    register: (input) => core.auth.register(input),
    logout: () => core.auth.logout(),
    updateProfile: (patch) => core.auth.updateProfile(patch),
    demoHint: () => core.auth.demoHint(),

    getConnection: () => done(core.socket.state()),
    watchConnection(cb) {
      push(cb, core.socket.state())
      return done(
        watch(
          cb,
          core.socket.watch((s) => push(cb, s)),
        ),
      )
    },

    listSymbols: () => core.market.listSymbols(),
    getMarketData: (symbols) => core.market.getMarketData(sanitizeSymbols(symbols)),
    getCandles: (symbol, timeframe, limit) => core.market.getCandles(symbol, timeframe, limit),
    searchSymbols: (q) => core.market.searchSymbols(q),
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

    listPortfolios: () => core.portfolio.listPortfolios(),
    createPortfolio: (input) => core.portfolio.createPortfolio(input),
    updatePortfolio: (id, patch) => core.portfolio.updatePortfolio(id, patch),
    deletePortfolio: (id) => core.portfolio.deletePortfolio(id),
    listHoldings: (id) => core.portfolio.listHoldings(id),
    addHolding: (id, input) => core.portfolio.addHolding(id, input),

    getSettings: () => core.settings.getSettings(),
    saveSettings: (next) => core.settings.saveSettings(next),

    unwatch(id) {
      const stop = watches.get(id)
      watches.delete(id)
      stop?.()
      return done(undefined)
    },
  }
  return { api, close }
}
