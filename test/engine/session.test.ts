import { afterEach, describe, expect, it } from 'vitest'
import { KV } from '../../workers/engine/store/db.ts'
import { testClock } from './helpers/clocks.ts'
import {
  alice,
  disposeEngines,
  freshDbName,
  json,
  loginRoute,
  makeEngine,
  openTestDb,
  seedSession,
  sleep,
  tokenBody,
  waitFor,
} from './helpers/engine-fixture.ts'

afterEach(disposeEngines)

const bearer = (h: Headers) => h.get('authorization')
const login = { email: 'alice@example.com', password: 'pw-123456', remember: true }

async function storedKv(dbName: string) {
  const db = openTestDb(dbName)
  const rows = { user: await db.kv.get(KV.user), csrf: await db.kv.get(KV.csrf) }
  db.close()
  return rows
}

describe('token refresh', () => {
  it('concurrent 401s share ONE refresh and each request is retried once', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/refresh': async (req) => {
        expect(req.headers.get('x-csrf-token')).toBe('csrf-A')
        await sleep(20)
        return json(200, tokenBody('B'))
      },
      'GET /portfolios': (req) =>
        bearer(req.headers) === 'Bearer B' ? json(200, []) : json(401, { detail: 'expired' }),
    })
    expect((await ctx.api.login(login)).ok).toBe(true)
    const results = await Promise.all([
      ctx.api.listPortfolios(),
      ctx.api.listPortfolios(),
      ctx.api.listPortfolios(),
    ])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(ctx.http.count('POST /auth/refresh')).toBe(1)
    const auths = ctx.http.calls
      .filter((c) => c.path === '/portfolios')
      .map((c) => bearer(c.headers))
    expect(auths.sort()).toEqual([
      'Bearer A',
      'Bearer A',
      'Bearer A',
      'Bearer B',
      'Bearer B',
      'Bearer B',
    ])
  })

  it('a refresh answering 401 signs out: user and CSRF cleared, socket closed with 1000', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/refresh': () => json(401, { detail: 'revoked' }),
      'GET /portfolios': () => json(401, { detail: 'expired' }),
    })
    await ctx.api.login(login)
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(1))
    const socket = ctx.sockets.instances[0]
    expect(socket?.url).toBe('ws://trade.test/ws?token=A')
    socket?.open()
    const res = await ctx.api.listPortfolios()
    expect(res).toEqual({
      ok: false,
      error: { status: 401, message: 'Authentication required. Please log in.' },
    })
    expect(ctx.http.count('GET /portfolios')).toBe(1)
    expect(await ctx.api.getSession()).toMatchObject({ status: 'unauthenticated', user: null })
    expect(socket?.closedWith).toBe(1000)
    expect((await ctx.api.getConnection()).status).toBe('disconnected')
    expect(await storedKv(ctx.dbName)).toEqual({ user: undefined, csrf: undefined })
  })

  it('a second 401 after the retry is the answer (exactly one retry)', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/refresh': () => json(200, tokenBody('B')),
      'GET /portfolios': () => json(401, { detail: 'nope' }),
    })
    await ctx.api.login(login)
    const res = await ctx.api.listPortfolios()
    expect(res.ok).toBe(false)
    expect(ctx.http.count('GET /portfolios')).toBe(2)
    expect(ctx.http.count('POST /auth/refresh')).toBe(1)
  })

  it('refreshes ahead when under 5 minutes remain (60 s check) and before using an expired token', async () => {
    const clock = testClock()
    let n = 0
    const ctx = makeEngine(
      {
        'POST /auth/login': () => json(200, tokenBody('A', 'c0', 600)),
        'POST /auth/refresh': () => json(200, tokenBody(`R${++n}`, `c${n}`, 600)),
        'GET /portfolios': () => json(200, []),
      },
      { clock },
    )
    await ctx.api.login(login)
    clock.intervals.forEach((f) => f())
    await sleep(20)
    expect(ctx.http.count('POST /auth/refresh')).toBe(0)
    clock.setNow(Date.now() + 301_000)
    clock.intervals.forEach((f) => f())
    // Wait for the refresh to be adopted (its CSRF value stored), not just sent.
    await waitFor(async () => expect((await storedKv(ctx.dbName)).csrf?.value).toBe('c1'))
    expect(ctx.http.count('POST /auth/refresh')).toBe(1)
    clock.setNow(Date.now() + 2 * 600_000)
    await ctx.api.listPortfolios()
    expect(ctx.http.count('POST /auth/refresh')).toBe(2)
    expect(bearer(ctx.http.calls.at(-1)?.headers ?? new Headers())).toBe('Bearer R2')
  })

  it('hands a refreshed token to the open socket (auth) instead of reconnecting', async () => {
    const clock = testClock()
    const ctx = makeEngine(
      {
        'POST /auth/login': () => json(200, tokenBody('A', 'c0', 600)),
        'POST /auth/refresh': () => json(200, tokenBody('R1', 'c1', 600)),
      },
      { clock },
    )
    await ctx.api.login(login)
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(1))
    const sock = ctx.sockets.instances[0]
    sock?.open()
    const tick = () => {
      clock.intervals.forEach((f) => f())
      // Answer the heartbeat's ping before the test clock's zero-delay pong timeout runs.
      sock?.receive({ type: 'pong', timestamp: clock.now() })
    }
    clock.setNow(Date.now() + 301_000)
    tick()
    await waitFor(async () => expect((await storedKv(ctx.dbName)).csrf?.value).toBe('c1'))
    tick()
    const auth = () => sock?.frames().filter((f) => (f as { type?: string }).type === 'auth')
    await waitFor(() => expect(auth()).toEqual([{ type: 'auth', token: 'R1' }]))
    sock?.receive({ type: 'auth_success', expiresAt: clock.now() + 600_000 })
    tick()
    await sleep(10)
    expect(auth()).toHaveLength(1)
    expect(ctx.sockets.instances).toHaveLength(1)
    expect(ctx.logs).toEqual([])
  })
})

describe('start-up', () => {
  it('a network failure with a stored user starts authenticated and offline', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, alice, 'csrf-old')
    const ctx = makeEngine(
      { 'POST /auth/refresh': () => 'network', 'GET /me': () => 'network' },
      { dbName },
    )
    expect(await ctx.api.getSession()).toEqual({
      status: 'authenticated',
      user: alice,
      offline: true,
    })
    expect((await storedKv(dbName)).user?.value).toEqual(alice)
  })

  it('no stored user and no network: unauthenticated, offline', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, null, 'csrf-old')
    const ctx = makeEngine({ 'POST /auth/refresh': () => 'network' }, { dbName })
    expect(await ctx.api.getSession()).toEqual({
      status: 'unauthenticated',
      user: null,
      offline: true,
    })
  })

  it('refresh answering 401 at start clears the stored user', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, alice, 'csrf-old')
    const ctx = makeEngine(
      { 'POST /auth/refresh': () => json(401, { detail: 'expired' }) },
      { dbName },
    )
    expect(await ctx.api.getSession()).toEqual({
      status: 'unauthenticated',
      user: null,
      offline: false,
    })
    expect(await storedKv(dbName)).toEqual({ user: undefined, csrf: undefined })
  })

  it('refresh then /me: /me answering 401 signs out, /me answering 200 updates the user', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, alice, 'csrf-old')
    const bad = makeEngine(
      {
        'POST /auth/refresh': () => json(200, tokenBody('A')),
        'GET /me': () => json(401, { detail: 'x' }),
      },
      { dbName },
    )
    expect((await bad.api.getSession()).status).toBe('unauthenticated')

    const dbName2 = freshDbName()
    await seedSession(dbName2, alice, 'csrf-old')
    const renamed = { ...alice, full_name: 'Alice Renamed' }
    const good = makeEngine(
      {
        'POST /auth/refresh': (req) => {
          expect(req.headers.get('x-csrf-token')).toBe('csrf-old')
          return json(200, tokenBody('A'))
        },
        'GET /me': (req) =>
          bearer(req.headers) === 'Bearer A' ? json(200, renamed) : json(401, {}),
      },
      { dbName: dbName2 },
    )
    expect(await good.api.getSession()).toEqual({
      status: 'authenticated',
      user: renamed,
      offline: false,
    })
    expect((await storedKv(dbName2)).csrf?.value).toBe('csrf-A')
  })

  it('an invalid stored user row is not trusted', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, { id: 1, email: null }, 'csrf-old')
    const ctx = makeEngine({ 'POST /auth/refresh': () => 'network' }, { dbName })
    expect(await ctx.api.getSession()).toEqual({
      status: 'unauthenticated',
      user: null,
      offline: true,
    })
  })

  it('watchSession pushes every change to every tab', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/logout': () => json(204, null),
    })
    const other = ctx.engine.connectTab()
    const seen: string[][] = [[], []]
    await ctx.api.watchSession((s) => seen[0]?.push(s.status))
    await other.watchSession((s) => seen[1]?.push(s.status))
    await ctx.api.login(login)
    await other.logout()
    expect(seen).toEqual([
      ['loading', 'unauthenticated', 'authenticated', 'unauthenticated'],
      ['loading', 'unauthenticated', 'authenticated', 'unauthenticated'],
    ])
    expect(ctx.http.calls.find((c) => c.path === '/auth/logout')?.headers.get('x-csrf-token')).toBe(
      'csrf-A',
    )
  })
})

describe('login, register, profile (SPEC §8 wording)', () => {
  it('login posts the form and a 401 reads "Invalid email or password"', async () => {
    const ctx = makeEngine({ 'POST /auth/login': () => json(401, { detail: 'Incorrect' }) })
    const res = await ctx.api.login(login)
    expect(res).toEqual({ ok: false, error: { status: 401, message: 'Invalid email or password' } })
    const body = new URLSearchParams(ctx.http.calls[0]?.body ?? '')
    expect(Object.fromEntries(body)).toEqual({
      username: login.email,
      password: login.password,
      remember: 'true',
    })
  })

  it('login without any network answers the network message', async () => {
    const ctx = makeEngine({ 'POST /auth/login': () => 'network' })
    const res = await ctx.api.login(login)
    expect(res).toEqual({
      ok: false,
      error: { status: null, message: 'Network error. Please check your connection.' },
    })
  })

  it('register: 422 gives field errors, other failures "Registration failed"', async () => {
    let n = 0
    const ctx = makeEngine({
      'POST /auth/register': () =>
        ++n === 1
          ? json(422, { detail: [{ loc: ['body', 'username'], msg: 'Too short', type: 'x' }] })
          : json(400, null),
    })
    const input = { email: 'b@example.com', password: 'longenough', username: 'bo' }
    const first = await ctx.api.register(input)
    expect(first.ok ? null : first.error).toEqual({
      status: 422,
      message: 'username: Too short',
      fields: [{ loc: ['body', 'username'], msg: 'Too short' }],
    })
    const second = await ctx.api.register(input)
    expect(second.ok ? null : second.error.message).toBe('Registration failed')
  })

  it('updateProfile failing without detail reads "Failed to update profile"; success updates every tab', async () => {
    let fail = true
    const renamed = { ...alice, full_name: 'New Name' }
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'PUT /users/me': () => (fail ? json(409, null) : json(200, renamed)),
    })
    await ctx.api.login(login)
    const bad = await ctx.api.updateProfile({ full_name: 'New Name' })
    expect(bad.ok ? null : bad.error.message).toBe('Failed to update profile')
    fail = false
    const users: (string | null | undefined)[] = []
    await ctx.engine.connectTab().watchSession((s) => users.push(s.user?.full_name))
    expect((await ctx.api.updateProfile({ full_name: 'New Name' })).ok).toBe(true)
    expect(users).toEqual(['Alice Trader', 'New Name'])
  })
})

describe('getSession', () => {
  it('answers the current state, not the start-up one', async () => {
    const ctx = makeEngine({ 'POST /auth/login': loginRoute('A') })
    expect((await ctx.api.getSession()).status).toBe('unauthenticated')
    await ctx.api.login(login)
    expect(await ctx.api.getSession()).toEqual({
      status: 'authenticated',
      user: alice,
      offline: false,
    })
  })

  it('a 401 whose refresh cannot reach the server is a network failure, not a sign-out', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/refresh': () => 'network',
      'GET /portfolios': () => json(401, { detail: 'expired' }),
    })
    await ctx.api.login(login)
    const res = await ctx.api.listPortfolios()
    expect(res.ok ? null : res.error).toEqual({
      status: null,
      message: 'Network error. Please check your connection.',
    })
    expect(await ctx.api.getSession()).toEqual({
      status: 'authenticated',
      user: alice,
      offline: true,
    })
  })
})
