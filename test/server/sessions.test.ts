/**
 * Sessions end everywhere at once: token expiry, logout and revocation reach REST and every
 * socket of the session; a socket lives past its token only with a fresh one (`auth`); one
 * user's burst of private subscribes cannot run unbounded snapshots.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tokenResponse, WS_CLOSE } from '../../protocol/index.ts'
import { signAccessToken, verifyAccessToken, type AccessClaims } from '../../server/auth/jwt.ts'
import { cleanUserAgent } from '../../server/auth/sessions-repo.ts'
import {
  newUser,
  onStream,
  refreshCookieOf,
  startServer,
  TestSocket,
  type TestServer,
} from './helpers.ts'
import { sampleOrder } from './stream-samples.ts'

const SNAPSHOT_CAPACITY = 20
const SNAPSHOT_REFILL_PER_SEC = 0.5

let t: TestServer
beforeAll(async () => {
  t = await startServer({
    accessTokenTtlSec: 2,
    ws: {
      sessionCheckIntervalMs: 250,
      snapshotCapacity: SNAPSHOT_CAPACITY,
      snapshotRefillPerSec: SNAPSHOT_REFILL_PER_SEC,
    },
  })
})
afterAll(async () => {
  await t.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()))

function claimsOf(token: string): AccessClaims {
  const result = verifyAccessToken(t.server.ctx.jwtSecret, token)
  if (!result.ok) throw new Error(`token refused: ${result.reason}`)
  return result.claims
}

/**
 * The same session's token for a minute: the 2 s tokens of this server would otherwise expire
 * mid-test, and expiry must not be what makes a logout test pass.
 */
const lasting = (token: string): string => {
  const c = claimsOf(token)
  return signAccessToken(t.server.ctx.jwtSecret, { sub: c.sub, role: c.role, sid: c.sid }, 60)
}

async function signedIn() {
  const u = await newUser(t.api, 'sess')
  const cookie = refreshCookieOf(u.login)
  if (!cookie) throw new Error('no refresh cookie')
  return { ...u, cookie, csrf: u.login.body.csrf_token, long: lasting(u.token) }
}

const me = (token: string) => t.api<{ detail?: string }>('GET', '/api/v1/me', { token })

const SESSION_ENDED = { code: WS_CLOSE.unauthorized, reason: 'Session ended' }

/** Resolves with the close, or with 'open' when the socket is still open after `ms`. */
const closedWithin = (s: TestSocket, ms: number) =>
  Promise.race([s.closed, sleep(ms).then(() => 'open' as const)])

describe('token expiry on the socket', () => {
  it('closes the socket with 4401 at expiry; nothing private reaches it after', async () => {
    const u = await signedIn()
    const expiresAt = claimsOf(u.token).exp * 1000
    const s = await t.connect(u.token)
    s.send({ type: 'subscribe', channel: 'orders' })
    await s.waitFor((m) => m.type === 'subscribed')

    const closed = await s.closed
    expect(closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Token expired' })
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 50)
    expect(Date.now()).toBeLessThan(expiresAt + 1500)
    // The server forgets the socket once the closing handshake is done.
    await vi.waitFor(() => expect(t.server.hub.counts().get(u.id)).toBeUndefined())
    t.server.hub.publish(u.id, 'orders', sampleOrder('late'))
    await sleep(100)
    expect(s.messages.filter(onStream('orders'))).toEqual([])
  })

  it('keeps a socket that sent a fresh token (auth) open past the first expiry', async () => {
    const u = await signedIn()
    const firstExpiry = claimsOf(u.token).exp * 1000
    const s = await t.connect(u.token)
    // Refresh in the last second of the first token: the new one expires a second later.
    await sleepUntil(firstExpiry - 900)
    const refreshed = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: u.cookie,
      headers: { 'x-csrf-token': u.csrf },
    })
    expect(refreshed.status).toBe(200)
    const fresh = tokenResponse.parse(refreshed.body).access_token
    const secondExpiry = claimsOf(fresh).exp * 1000
    expect(secondExpiry).toBeGreaterThan(firstExpiry)

    s.send({ type: 'auth', token: fresh })
    expect(await s.waitFor((m) => m.type === 'auth_success')).toEqual({
      type: 'auth_success',
      expiresAt: secondExpiry,
    })
    await sleepUntil(firstExpiry + 300)
    expect(s.ws.readyState).toBe(s.ws.OPEN)
    s.send({ type: 'ping', timestamp: 1 })
    await s.waitFor((m) => m.type === 'pong')
    expect(await s.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Token expired' })
    expect(Date.now()).toBeGreaterThanOrEqual(secondExpiry - 50)
  })

  it("refuses another user's token on auth with an error frame and 4401", async () => {
    const [a, b] = [await signedIn(), await signedIn()]
    const s = await t.connect(a.long)
    s.send({ type: 'auth', token: b.long })
    const err = await s.waitFor((m) => m.type === 'error')
    expect(err.data).toEqual({ message: 'Invalid token' })
    expect(await s.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Invalid token' })
  })
})

describe('logout', () => {
  it('with the cookie and CSRF header: the access token answers 401, the socket closes at once', async () => {
    const u = await signedIn()
    const s = await t.connect(u.long)
    expect((await me(u.long)).status).toBe(200)
    const out = await t.api('POST', '/api/v1/auth/logout', {
      cookie: u.cookie,
      headers: { 'x-csrf-token': u.csrf },
    })
    expect(out.status).toBe(204)
    expect(await closedWithin(s, 500)).toEqual(SESSION_ENDED)
    const after = await me(u.long)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ detail: 'Session ended' })
    expect(after.headers.get('www-authenticate')).toBe('Bearer')
    const again = new TestSocket(`${t.wsUrl}?token=${u.long}`)
    expect(await again.closed).toEqual(SESSION_ENDED)
  })

  it('with the cookie but no CSRF header: 403 and the session still works', async () => {
    const u = await signedIn()
    const s = await t.connect(u.long)
    const out = await t.api('POST', '/api/v1/auth/logout', { cookie: u.cookie })
    expect(out.status).toBe(403)
    expect(out.body).toEqual({ detail: 'Invalid CSRF token' })
    const wrong = await t.api('POST', '/api/v1/auth/logout', {
      cookie: u.cookie,
      headers: { 'x-csrf-token': 'x'.repeat(u.csrf.length) },
    })
    expect(wrong.status).toBe(403)
    expect((await me(u.long)).status).toBe(200)
    expect(await closedWithin(s, 300)).toBe('open')
    const refreshed = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: u.cookie,
      headers: { 'x-csrf-token': u.csrf },
    })
    expect(refreshed.status).toBe(200)
  })

  it('with only a bearer token: ends that session, its refresh token included', async () => {
    const u = await signedIn()
    const other = await t.api<{ access_token: string }>('POST', '/api/v1/auth/login', {
      form: { username: u.email, password: u.password },
    })
    const otherToken = lasting(other.body.access_token)
    const [s, kept] = [await t.connect(u.long), await t.connect(otherToken)]
    const out = await t.api('POST', '/api/v1/auth/logout', { token: u.long })
    expect(out.status).toBe(204)
    expect(await closedWithin(s, 500)).toEqual(SESSION_ENDED)
    expect((await me(u.long)).body).toEqual({ detail: 'Session ended' })
    const refresh = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: u.cookie,
      headers: { 'x-csrf-token': u.csrf },
    })
    expect(refresh.status).toBe(401)
    // The same user's other session is not touched.
    expect((await me(otherToken)).status).toBe(200)
    expect(kept.ws.readyState).toBe(kept.ws.OPEN)
  })
})

describe('refresh token reuse', () => {
  it('ends the session: its access token answers 401 and its socket closes at once', async () => {
    const u = await signedIn()
    const s = await t.connect(u.long)
    const csrf = { 'x-csrf-token': u.csrf }
    const rotated = await t.api('POST', '/api/v1/auth/refresh', { cookie: u.cookie, headers: csrf })
    expect(rotated.status).toBe(200)
    const reused = await t.api('POST', '/api/v1/auth/refresh', { cookie: u.cookie, headers: csrf })
    expect(reused.status).toBe(401)
    expect(await closedWithin(s, 500)).toEqual(SESSION_ENDED)
    expect((await me(u.long)).body).toEqual({ detail: 'Session ended' })
  })
})

describe('ended elsewhere', () => {
  it('closes sockets whose session another process revoked, or whose user is gone', async () => {
    const [a, b] = [await signedIn(), await signedIn()]
    const [sa, sb] = [await t.connect(a.long), await t.connect(b.long)]
    // As another server sharing the database would leave it: no event reaches this process.
    await t.server.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [
      claimsOf(a.long).sid,
    ])
    await t.server.db.query('DELETE FROM users WHERE id = $1', [b.id])
    expect(await closedWithin(sa, 1500)).toEqual(SESSION_ENDED)
    expect(await closedWithin(sb, 1500)).toEqual(SESSION_ENDED)
  })
})

describe('exact token text', () => {
  it('refuses a token with "=" appended to its signature on REST and on /ws', async () => {
    const u = await signedIn()
    expect((await me(u.long)).status).toBe(200)
    const padded = `${u.long}=`
    const rest = await me(padded)
    expect(rest.status).toBe(401)
    expect(rest.body).toEqual({ detail: 'Not authenticated' })
    const s = new TestSocket(`${t.wsUrl}?token=${encodeURIComponent(padded)}`)
    expect(await s.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Invalid token' })
  })
})

describe('snapshot budget', () => {
  it("gives one user's burst of private subscribes at most the bucket; others keep answering", async () => {
    const [burster, bystander] = [await signedIn(), await signedIn()]
    const spy = vi.spyOn(t.server.trading, 'privateSnapshot')
    const sockets = await Promise.all(Array.from({ length: 5 }, () => t.connect(burster.long)))
    const channels = ['orders', 'positions', 'balances'] as const
    const started = Date.now()
    sockets.forEach((s, i) => {
      for (let n = 0; n < 40; n++)
        s.send({ type: 'subscribe', channel: channels[(i + n) % channels.length] })
    })
    const rest = Array.from({ length: 5 }, () => me(bystander.long))
    const answered = (s: TestSocket) =>
      s.messages.filter((m) => m.type === 'subscribed' || m.type === 'error').length
    await Promise.all(sockets.map((s) => s.waitFor(() => answered(s) >= 40, 10_000)))
    const elapsedSec = (Date.now() - started) / 1000
    expect((await Promise.all(rest)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200])

    const all = sockets.flatMap((s) => s.messages)
    const acks = all.filter((m) => m.type === 'subscribed').length
    const refusals = all
      .filter((m) => m.type === 'error')
      .map((m) => (m.data as { message: string }).message)
    const snapshots = spy.mock.calls.filter(([userId]) => userId === burster.id).length
    spy.mockRestore()
    const bound = SNAPSHOT_CAPACITY + Math.ceil(elapsedSec * SNAPSHOT_REFILL_PER_SEC)
    expect(acks).toBeGreaterThanOrEqual(SNAPSHOT_CAPACITY)
    expect(acks).toBeLessThanOrEqual(bound)
    expect(snapshots).toBe(acks)
    expect(refusals).toHaveLength(200 - acks)
    for (const text of refusals)
      expect(text).toMatch(/^Too many subscriptions: try again in \d+ s$/)

    // The bystander's own private subscribe is not held back by the burst.
    const b = await t.connect(bystander.long)
    b.send({ type: 'subscribe', channel: 'balances' })
    expect(await b.waitFor((m) => m.type === 'subscribed' || m.type === 'error')).toMatchObject({
      type: 'subscribed',
    })
  })
})

describe('session rows', () => {
  it('records the client, with the user agent cut to 256 characters', async () => {
    const u = await newUser(t.api, 'agent')
    const agent = `Agent/1.0 ${'x'.repeat(400)}`
    const login = await t.api<{ access_token: string }>('POST', '/api/v1/auth/login', {
      form: { username: u.email, password: u.password },
      headers: { 'user-agent': agent },
    })
    const rows = await t.server.db.query<{ user_agent: string; ip: string; user_id: string }>(
      'SELECT user_agent, ip, user_id FROM sessions WHERE id = $1',
      [claimsOf(login.body.access_token).sid],
    )
    expect(rows).toEqual([{ user_agent: agent.slice(0, 256), ip: '127.0.0.1', user_id: u.id }])
  })

  it('keeps what the database can store of a user agent: no NUL, no lone surrogate', () => {
    expect(cleanUserAgent(undefined)).toBeNull()
    expect(cleanUserAgent('  \u0000 ')).toBeNull()
    expect(cleanUserAgent('Mo\u0000zilla \ud800x\udc00 \ud83d\ude00')).toBe(
      'Mozilla x \ud83d\ude00',
    )
    // A cut through a surrogate pair leaves half of it: that half goes too.
    const cut = cleanUserAgent(`${'a'.repeat(255)}\ud83d\ude00`)
    expect(cut).toBe('a'.repeat(255))
  })
})
