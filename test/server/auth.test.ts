import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenResponse, user as userSchema } from '../../protocol/index.ts'
import { signAccessToken, verifyAccessToken } from '../../server/auth/jwt.ts'
import { newUser, refreshCookieOf, startServer, type TestServer } from './helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const creds = {
  email: 'Alice@Example.com',
  password: 'sup3r-secret-pw',
  username: 'alice',
  full_name: 'Alice Liddell',
}

describe('register', () => {
  it('creates a user and answers 201 with it', async () => {
    const res = await t.api<Record<string, unknown>>('POST', '/api/v1/auth/register', {
      json: creds,
    })
    expect(res.status).toBe(201)
    const u = userSchema.parse(res.body)
    expect(u).toMatchObject({
      email: creds.email,
      username: 'alice',
      full_name: 'Alice Liddell',
      is_superuser: false,
      role: 'USER',
    })
    expect(res.body).not.toHaveProperty('password_hash')
  })

  it('refuses a duplicate email (any case) and a duplicate username with 409', async () => {
    const dupEmail = await t.api('POST', '/api/v1/auth/register', {
      json: { ...creds, email: 'alice@example.COM', username: 'alice2' },
    })
    expect(dupEmail.status).toBe(409)
    expect(dupEmail.body).toEqual({ detail: 'Email already registered' })
    const dupName = await t.api('POST', '/api/v1/auth/register', {
      json: { ...creds, email: 'other@example.com', username: 'ALICE' },
    })
    expect(dupName.status).toBe(409)
    expect(dupName.body).toEqual({ detail: 'Username already taken' })
  })
})

describe('login', () => {
  it('accepts form fields, answers a tokenResponse and sets a session refresh cookie', async () => {
    const res = await t.api('POST', '/api/v1/auth/login', {
      form: { username: 'alice@example.com', password: creds.password },
    })
    expect(res.status).toBe(200)
    const body = tokenResponse.parse(res.body)
    expect(body.token_type).toBe('bearer')
    expect(body.expires_in).toBe(900)
    expect(body.refresh_token).toBeUndefined()
    expect(body.access_token.split('.')).toHaveLength(3)
    const cookie = res.cookies.find((c) => c.startsWith('refresh_token='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/api\/v1/)
    expect(cookie).not.toMatch(/Max-Age/i)
  })

  it('keeps the cookie for 30 days with remember=on, and accepts JSON', async () => {
    const res = await t.api('POST', '/api/v1/auth/login', {
      json: { username: creds.email, password: creds.password, remember: true },
    })
    expect(res.status).toBe(200)
    expect(res.cookies.find((c) => c.startsWith('refresh_token='))).toMatch(/Max-Age=2592000/)
  })

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    const wrong = await t.api('POST', '/api/v1/auth/login', {
      form: { username: creds.email, password: 'nope-nope' },
    })
    const unknown = await t.api('POST', '/api/v1/auth/login', {
      form: { username: 'ghost@example.com', password: 'nope-nope' },
    })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: 'Incorrect email or password' })
    }
  })
})

describe('bearer auth', () => {
  it('GET /me answers the user and hands back the CSRF token when the cookie is valid', async () => {
    const login = await t.api<{ access_token: string; csrf_token: string }>(
      'POST',
      '/api/v1/auth/login',
      {
        form: { username: creds.email, password: creds.password },
      },
    )
    const cookie = refreshCookieOf(login)
    const me = await t.api<{ email: string }>('GET', '/api/v1/me', {
      token: login.body.access_token,
      ...(cookie ? { cookie } : {}),
    })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(creds.email)
    expect(me.headers.get('x-csrf-token')).toBe(login.body.csrf_token)
  })

  it('refuses a missing, forged or expired token with 401 and WWW-Authenticate', async () => {
    const missing = await t.api('GET', '/api/v1/me')
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual({ detail: 'Not authenticated' })
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')

    const forged = await t.api('GET', '/api/v1/me', {
      token: signAccessToken('another-secret', { sub: 'x', role: 'ADMIN', sid: 'x' }, 60),
    })
    expect(forged.status).toBe(401)
    expect(forged.body).toEqual({ detail: 'Not authenticated' })

    const u = await newUser(t.api)
    const issued = verifyAccessToken(t.server.ctx.jwtSecret, u.token)
    if (!issued.ok) throw new Error('login token refused')
    const old = signAccessToken(
      t.server.ctx.jwtSecret,
      { sub: u.id, role: 'USER', sid: issued.claims.sid },
      60,
      Date.now() - 3_600_000,
    )
    const expired = await t.api('GET', '/api/v1/me', { token: old })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ detail: 'Token expired' })
  })

  it('GET/PUT /users/me reads and updates the profile, with 409 on taken names', async () => {
    const u = await newUser(t.api)
    const got = await t.api<{ username: string }>('GET', '/api/v1/users/me', { token: u.token })
    expect(got.body.username).toBe(u.username)
    const put = await t.api<{ full_name: string; username: string }>('PUT', '/api/v1/users/me', {
      token: u.token,
      json: { full_name: 'New Name', username: `${u.username}x` },
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ full_name: 'New Name', username: `${u.username}x` })
    const again = await t.api<{ full_name: string }>('GET', '/api/v1/users/me', { token: u.token })
    expect(again.body.full_name).toBe('New Name')
    const taken = await t.api('PUT', '/api/v1/users/me', {
      token: u.token,
      json: { username: 'alice' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ detail: 'Username already taken' })
    const takenEmail = await t.api('PUT', '/api/v1/users/me', {
      token: u.token,
      json: { email: 'ALICE@example.com' },
    })
    expect(takenEmail.status).toBe(409)
    expect(takenEmail.body).toEqual({ detail: 'Email already registered' })
  })
})

describe('refresh rotation', () => {
  it('needs the CSRF header with the cookie, rotates, and revokes the family when an old token comes back', async () => {
    const u = await newUser(t.api)
    const first = refreshCookieOf(u.login)
    expect(first).toBeDefined()
    if (!first) return

    const noCsrf = await t.api('POST', '/api/v1/auth/refresh', { cookie: first })
    expect(noCsrf.status).toBe(403)

    const csrf = u.login.body.csrf_token
    const rotated = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: first,
      headers: { 'x-csrf-token': csrf },
    })
    expect(rotated.status).toBe(200)
    const body = tokenResponse.parse(rotated.body)
    expect(body.csrf_token).toBe(csrf)
    const second = refreshCookieOf(rotated)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    if (!second) return

    const reused = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: first,
      headers: { 'x-csrf-token': csrf },
    })
    expect(reused.status).toBe(401)
    expect(reused.body).toEqual({ detail: 'Invalid refresh token' })

    const newer = await t.api('POST', '/api/v1/auth/refresh', {
      cookie: second,
      headers: { 'x-csrf-token': csrf },
    })
    expect(newer.status).toBe(401)
  })

  it('refuses an unknown refresh token', async () => {
    const res = await t.api('POST', '/api/v1/auth/refresh', {
      json: { refresh_token: 'not-a-token' },
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Invalid refresh token' })
  })
})

describe('reading-2 aliases', () => {
  it('register, login with email, refresh with a body token, logout', async () => {
    const reg = await t.api('POST', '/api/v1/register', {
      json: { email: 'bob@example.com', password: 'bobs-password', username: 'bob' },
    })
    expect(reg.status).toBe(201)

    const login = await t.api('POST', '/api/v1/login', {
      form: { email: 'bob@example.com', password: 'bobs-password' },
    })
    expect(login.status).toBe(200)
    const first = tokenResponse.parse(login.body)
    expect(first.refresh_token).toBeTruthy()

    const refreshed = await t.api('POST', '/api/v1/refresh', {
      json: { refresh_token: first.refresh_token },
    })
    expect(refreshed.status).toBe(200)
    const second = tokenResponse.parse(refreshed.body)
    expect(second.refresh_token).toBeTruthy()
    expect(second.refresh_token).not.toBe(first.refresh_token)

    const viaAuth = await t.api('POST', '/api/v1/auth/refresh', {
      json: { refresh_token: second.refresh_token },
    })
    expect(viaAuth.status).toBe(200)
    const third = tokenResponse.parse(viaAuth.body)

    const out = await t.api('POST', '/api/v1/logout', {
      json: { refresh_token: third.refresh_token },
      token: third.access_token,
    })
    expect(out.status).toBe(204)
    const after = await t.api('POST', '/api/v1/refresh', {
      json: { refresh_token: third.refresh_token },
    })
    expect(after.status).toBe(401)
  })
})

describe('logout', () => {
  it('revokes the cookie family and clears the cookie', async () => {
    const u = await newUser(t.api)
    const cookie = refreshCookieOf(u.login)
    if (!cookie) throw new Error('no cookie')
    // Like refresh, a logout acting on the cookie must carry the CSRF header.
    const out = await t.api('POST', '/api/v1/auth/logout', {
      cookie,
      token: u.token,
      headers: { 'x-csrf-token': u.login.body.csrf_token },
    })
    expect(out.status).toBe(204)
    expect(out.cookies.find((c) => c.startsWith('refresh_token='))).toMatch(
      /Expires=Thu, 01 Jan 1970|Max-Age=0/,
    )
    const refresh = await t.api('POST', '/api/v1/auth/refresh', {
      cookie,
      headers: { 'x-csrf-token': u.login.body.csrf_token },
    })
    expect(refresh.status).toBe(401)
  })

  it('works with the bearer alone', async () => {
    const u = await newUser(t.api)
    const out = await t.api('POST', '/api/v1/auth/logout', { token: u.token })
    expect(out.status).toBe(204)
  })
})

describe('demo hint', () => {
  it('is disabled outside demo mode', async () => {
    const res = await t.api('GET', '/api/v1/auth/demo')
    expect(res.body).toEqual({ enabled: false })
  })
})
