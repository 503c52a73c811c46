/**
 * The engine, built by one pure factory from injected dependencies: the single place where the
 * domains (session, market, portfolio, settings), the socket and the price batcher are wired.
 * The SharedWorker and dedicated-worker entries only supply real browser globals.
 */
import { WS_PATH } from '../../protocol/index.ts'
import type { EngineApi } from './api.ts'
import { createAuthHandlers } from './auth/auth-handlers.ts'
import { createSession } from './auth/session.ts'
import type { EngineCore } from './core.ts'
import type { EngineDeps } from './deps.ts'
import { createGateway } from './http/gateway.ts'
import { createTransport } from './http/transport.ts'
import { createMarketHandlers } from './market/market-handlers.ts'
import { createPriceBatcher } from './market/price-batcher.ts'
import { createPortfolioHandlers } from './portfolio/portfolio-handlers.ts'
import { createSettingsHandlers } from './settings/settings-handlers.ts'
import { createSocket } from './socket/socket.ts'
import { openDb } from './store/db.ts'
import { createTabApi } from './tabs/tab-api.ts'

export interface Engine {
  /** A new tab connected: its own API object, bound to it. */
  connectTab(): EngineApi
  /** Tabs connected and not yet known to be gone. */
  tabCount(): number
  reconnectNow(): void
  dispose(): void
}

export function wsUrl(origin: string, token: string): string {
  const url = new URL(WS_PATH, origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set('token', token)
  return url.toString()
}

export function createEngine(deps: EngineDeps): Engine {
  const { clock } = deps
  const log = deps.log ?? ((message, detail) => console.warn(`[engine] ${message}`, detail))
  const db = openDb(deps.dbName, deps.indexedDB)
  const transport = createTransport({ fetch: deps.fetch, clock, origin: deps.origin })
  const session = createSession({ transport, db, clock, locks: deps.locks, log })
  const gateway = createGateway(transport, session)
  const prices = createPriceBatcher(clock, (err) => log('price push failed', err))

  const socket = createSocket({
    WebSocket: deps.WebSocket,
    clock,
    log,
    async url() {
      // Only while signed in: the server refuses /ws without a valid token anyway.
      if (session.state().status !== 'authenticated') return null
      const answer = await session.accessToken()
      return answer.kind === 'token' ? wsUrl(deps.origin, answer.token) : null
    },
    onStream(msg) {
      if (msg.channel === 'market' && msg.data.symbol === msg.symbol) prices.push(msg.data)
    },
    onUnauthorized: async () => (await session.refresh()) === 'ok',
  })

  session.subscribe((s) => {
    if (s.status === 'authenticated' && !s.offline) socket.connect()
    else if (s.status === 'unauthenticated') {
      socket.close()
      // The next person on this browser must not see the previous trader's data.
      db.transaction('rw', db.portfolios, db.holdings, async () => {
        await db.portfolios.clear()
        await db.holdings.clear()
      }).catch((err: unknown) => log('clear user data failed', err))
    }
  })

  function reconnectNow(): void {
    // Back online: an offline session refreshes first, which connects the socket on success.
    session.check().catch((err: unknown) => log('session check failed', err))
    socket.reconnectNow()
  }

  const core: EngineCore = {
    session,
    socket,
    prices,
    auth: createAuthHandlers(session, gateway),
    market: createMarketHandlers(gateway, db, log),
    portfolio: createPortfolioHandlers(gateway, db, log),
    settings: createSettingsHandlers(db, log),
    locks: deps.locks,
    release: deps.releaseCallback ?? (() => undefined),
    log,
    reconnectNow,
  }

  let tabs = 0
  return {
    connectTab() {
      tabs += 1
      return createTabApi(core, () => {
        tabs -= 1
      })
    },
    tabCount: () => tabs,
    reconnectNow,
    dispose() {
      session.dispose()
      socket.close()
      prices.dispose()
      db.close()
    },
  }
}
