/**
 * The data engine, built by one pure factory from injected dependencies: the shared services
 * (session, REST gateway, the one socket, Dexie, the change feed) are made here, then every
 * domain of domains.ts, combined into one call table and one channel router. The SharedWorker
 * and dedicated-worker entries only supply real browser globals.
 */
import { WS_PATH, type Channel } from '../../protocol/index.ts'
import type { EngineApi } from './api.ts'
import { createSession } from './auth/session.ts'
import { createChangeFeed } from './changes/feed.ts'
import type { EngineDeps } from './deps.ts'
import { combineDomains, type CombinedDomains, type EngineDomain } from './domain.ts'
import { DOMAINS } from './domains.ts'
import { createGateway } from './http/gateway.ts'
import { createTransport } from './http/transport.ts'
import type { EngineServices } from './services.ts'
import { createSocket } from './socket/socket.ts'
import { openDb } from './store/db.ts'
import { clearUserData } from './store/user-data.ts'
import { createTabApi, TAB_API_NAMES } from './tabs/tab-api.ts'

export interface DataEngine {
  /** A new tab connected: its own API object, bound to it. */
  connectTab(): EngineApi
  /** Tabs connected and not yet known to be gone. */
  tabCount(): number
  /** The channels some domain handles (every channel of the protocol, see the engine tests). */
  channels(): Channel[]
  reconnectNow(): void
  dispose(): void
}

export function wsUrl(origin: string, token: string): string {
  const url = new URL(WS_PATH, origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set('token', token)
  return url.toString()
}

export function createEngine(deps: EngineDeps): DataEngine {
  const { clock } = deps
  const log = deps.log ?? ((message, detail) => console.warn(`[engine] ${message}`, detail))
  const db = openDb(deps.dbName, deps.indexedDB)
  const transport = createTransport({ fetch: deps.fetch, clock, origin: deps.origin })
  const session = createSession({ transport, db, clock, locks: deps.locks, log })
  // The socket routes to the domains, which are built with the socket: bound once both exist.
  const router: { domains?: CombinedDomains } = {}

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
      const handle = router.domains?.streams.get(msg.channel)
      if (handle) handle(msg)
      else log('no handler for channel', msg.channel)
    },
    onUnauthorized: async () => (await session.refresh()) === 'ok',
  })

  const services: EngineServices = {
    session,
    gateway: createGateway(transport, session),
    db,
    socket,
    clock,
    log,
    changes: createChangeFeed(clock, log),
    outbox: deps.outbox ?? { outbox: null, channel: null },
  }
  const built: Record<string, EngineDomain> = {}
  for (const [name, create] of Object.entries(DOMAINS)) built[name] = create(services)
  const combined = combineDomains(built, TAB_API_NAMES)
  router.domains = combined

  session.subscribe((s) => {
    if (s.status === 'authenticated' && !s.offline) socket.connect()
    else if (s.status === 'unauthenticated') {
      socket.close()
      // The next person on this browser must not see the previous trader's data.
      clearUserData(db).catch((err: unknown) => log('clear user data failed', err))
    }
  })

  function reconnectNow(): void {
    // Back online: an offline session refreshes first, which connects the socket on success.
    session.check().catch((err: unknown) => log('session check failed', err))
    socket.reconnectNow()
  }

  let tabs = 0
  return {
    connectTab() {
      tabs += 1
      return createTabApi(
        combined,
        {
          locks: deps.locks,
          release: deps.releaseCallback ?? (() => undefined),
          reconnectNow,
          log,
        },
        () => {
          tabs -= 1
        },
      )
    },
    tabCount: () => tabs,
    channels: () => [...combined.streams.keys()],
    reconnectNow,
    dispose() {
      session.dispose()
      socket.close()
      combined.dispose()
      services.changes.dispose()
      db.close()
    },
  }
}
