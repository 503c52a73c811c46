/** A whole engine in Node: fake fetch, fake socket, fake-indexeddb, test clock. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import type { User } from '../../../protocol/index.ts'
import type { LockManagerLike } from '../../../workers/engine/deps.ts'
import type { OutboxDeps } from '../../../workers/engine/orders/outbox-sync.ts'
import { createEngine, type DataEngine } from '../../../workers/engine/engine.ts'
import { openDb, KV } from '../../../workers/engine/store/db.ts'
import { createFakeFetch, json, type FakeHandler } from './fake-fetch.ts'
import { fakeSocketClass } from './fake-socket.ts'
import { testClock, type TestClock } from './clocks.ts'

/** Passed explicitly: Dexie may be loaded before any global IndexedDB is installed. */
export const idb = { indexedDB, IDBKeyRange }
export const openTestDb = (name: string) => openDb(name, idb)

export const ORIGIN = 'http://trade.test'

export const alice: User = {
  id: 'u1',
  email: 'alice@example.com',
  username: 'alice',
  full_name: 'Alice Trader',
  is_superuser: false,
  role: 'USER',
  created_at: '2026-01-01T00:00:00Z',
}

export function tokenBody(token: string, csrf = `csrf-${token}`, expiresIn = 900, user = alice) {
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    csrf_token: csrf,
    user,
  }
}

let dbCounter = 0
const made: DataEngine[] = []

/** `afterEach(disposeEngines)`: every engine makeEngine built in the test goes. */
export function disposeEngines(): void {
  for (const e of made.splice(0)) e.dispose()
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function makeEngine(
  routes: Record<string, FakeHandler>,
  opts: { clock?: TestClock; dbName?: string; locks?: LockManagerLike; outbox?: OutboxDeps } = {},
) {
  const dbName = opts.dbName ?? `engine-test-${process.pid}-${++dbCounter}`
  const clock = opts.clock ?? testClock()
  const http = createFakeFetch(routes)
  const sockets = fakeSocketClass()
  const logs: string[] = []
  const engine: DataEngine = createEngine({
    fetch: http.fetch,
    WebSocket: sockets.Ctor,
    clock,
    origin: ORIGIN,
    dbName,
    indexedDB: idb,
    ...(opts.locks ? { locks: opts.locks } : {}),
    ...(opts.outbox ? { outbox: opts.outbox } : {}),
    log: (m) => logs.push(m),
  })
  made.push(engine)
  return { engine, api: engine.connectTab(), http, sockets, clock, dbName, logs }
}

export const freshDbName = () => `engine-test-${process.pid}-${++dbCounter}`

/** Seed what a previous engine would have left in IndexedDB. */
export async function seedSession(
  dbName: string,
  user: unknown,
  csrf: string | null,
): Promise<void> {
  const db = openTestDb(dbName)
  if (user !== null) await db.kv.put({ key: KV.user, value: user })
  if (csrf !== null) await db.kv.put({ key: KV.csrf, value: csrf })
  db.close()
}

export const loginRoute =
  (token = 'A'): FakeHandler =>
  () =>
    json(200, tokenBody(token))
export { json }

/** Polls until `check` stops throwing (or 2 s pass): async work across IndexedDB and fetch. */
export async function waitFor(check: () => void | Promise<void>, timeoutMs = 2000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      await check()
      return
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err
      await new Promise((r) => setTimeout(r, 2))
    }
  }
}

/** An engine signed in as alice with its socket open: the start of most stream tests. */
export async function signedInEngine(
  routes: Record<string, FakeHandler> = {},
  opts: Parameters<typeof makeEngine>[1] = {},
) {
  const ctx = makeEngine({ 'POST /auth/login': loginRoute('A'), ...routes }, opts)
  await ctx.api.login({ email: 'alice@example.com', password: 'secret-pw', remember: false })
  await waitFor(() => {
    if (ctx.sockets.instances.length !== 1) throw new Error('socket not opened after login')
  })
  const socket = ctx.sockets.instances[0]
  if (!socket) throw new Error('socket not opened after login')
  socket.open()
  return { ...ctx, socket }
}
