import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TwoFactorChallenge, TwoFactorEnabled, TwoFactorSetup } from '../../protocol/index.ts'
import { newUser, refreshCookieOf, startServer, type Api, type TestServer } from './helpers.ts'

const STEP_MS = 30_000
const INVALID = { detail: 'Invalid 2FA code. Please try again.' }

/** The code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

/** Waits for a fresh step when this one is nearly over, so "the step after" means the same to both sides. */
async function awaitRoomInStep(needMs = 6000): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50))
}

/** Six digits that are no code of the steps around now. */
async function wrongCode(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((o) => codeAt(secret, o))))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

interface TwoFactorUser {
  email: string
  password: string
  token: string
  secret: string
  backupCodes: string[]
}

/** A user with 2FA turned on with the code of step `offset`. */
async function userWithTwoFactor(api: Api, offset = 0): Promise<TwoFactorUser> {
  const u = await newUser(api, 'tfa')
  const setup = await api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
  expect(setup.status).toBe(200)
  const code = await codeAt(setup.body.secret, offset)
  const on = await api<TwoFactorEnabled>('POST', '/api/v1/2fa/verify', {
    token: u.token,
    json: { code },
  })
  expect(on.status).toBe(200)
  return { ...u, secret: setup.body.secret, backupCodes: on.body.backup_codes }
}

const login = (api: Api, u: { email: string; password: string }, remember = false) =>
  api<TwoFactorChallenge>('POST', '/api/v1/auth/login', {
    form: { username: u.email, password: u.password, remember: String(remember) },
  })

const verifyLogin = (api: Api, loginToken: string, code: string, isBackup = false) =>
  api<{ access_token: string; refresh_token?: string }>('POST', '/api/v1/2fa/verify-login', {
    json: { code, is_backup_code: isBackup, login_token: loginToken },
  })

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

describe('two-factor setup', () => {
  it('turns 2FA on with a code of the secret and answers 10 backup codes once', async () => {
    await awaitRoomInStep()
    const u = await newUser(t.api, 'tfa')
    const off = await t.api('GET', '/api/v1/2fa/status', { token: u.token })
    expect(off.body).toEqual({ enabled: false, backup_codes_left: 0 })

    const setup = await t.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/TradeDesk:/)
    expect(setup.body.otpauth_uri).toContain(`secret=${setup.body.secret}`)
    const stored = await t.server.db.query('SELECT * FROM two_factor')
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret)

    const wrong = await t.api('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: await wrongCode(setup.body.secret) },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(INVALID)

    const on = await t.api<TwoFactorEnabled>('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: await codeAt(setup.body.secret) },
    })
    expect(on.status).toBe(200)
    expect(on.body.enabled).toBe(true)
    expect(on.body.backup_codes).toHaveLength(10)
    expect(new Set(on.body.backup_codes).size).toBe(10)
    for (const c of on.body.backup_codes) expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const hashes = await t.server.db.query('SELECT * FROM two_factor_backup_codes')
    expect(JSON.stringify(hashes)).not.toContain(on.body.backup_codes[0]?.replaceAll('-', ''))

    const status = await t.api('GET', '/api/v1/2fa/status', { token: u.token })
    expect(status.body).toEqual({ enabled: true, backup_codes_left: 10 })
    // The codes are never answered again, and the secret cannot be swapped while 2FA is on.
    expect((await t.api('POST', '/api/v1/2fa/setup', { token: u.token })).status).toBe(409)
  })

  it('replaces a pending secret when setup starts again', async () => {
    await awaitRoomInStep()
    const u = await newUser(t.api, 'tfa')
    const first = await t.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
    const second = await t.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
    expect(second.body.secret).not.toBe(first.body.secret)
    const stale = await t.api('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: await codeAt(first.body.secret) },
    })
    expect(stale.status).toBe(400)
    const fresh = await t.api('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: await codeAt(second.body.secret) },
    })
    expect(fresh.status).toBe(200)
  })

  it('refuses verify without a setup, and bad bodies with 422', async () => {
    const u = await newUser(t.api, 'tfa')
    const none = await t.api('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: '123456' },
    })
    expect(none.status).toBe(400)
    const missing = await t.api<{ detail: { loc: string[] }[] }>('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: {},
    })
    expect(missing.status).toBe(422)
    expect(missing.body.detail[0]?.loc).toEqual(['body', 'code'])
  })
})

describe('login with 2FA on', () => {
  it('answers 403 with the flag and no token; the right code completes it, once', async () => {
    await awaitRoomInStep()
    const u = await userWithTwoFactor(t.api)
    const first = await login(t.api, u)
    expect(first.status).toBe(403)
    expect(first.body.detail).toBe('Two-factor authentication required')
    expect(first.body.two_factor_required).toBe(true)
    expect(first.body.login_token.length).toBeGreaterThan(20)
    expect(first.body).not.toHaveProperty('access_token')
    expect(first.cookies).toEqual([])

    const wrong = await verifyLogin(t.api, first.body.login_token, await wrongCode(u.secret))
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(INVALID)

    // The step after the one that turned 2FA on (a step's code is good once).
    const code = await codeAt(u.secret, 1)
    const ok = await verifyLogin(t.api, first.body.login_token, code)
    expect(ok.status).toBe(200)
    expect(ok.body.access_token).toBeTruthy()
    expect(ok.body).not.toHaveProperty('refresh_token')
    expect(refreshCookieOf(ok)).toBeTruthy()
    const me = await t.api('GET', '/api/v1/users/me', { token: ok.body.access_token })
    expect(me.status).toBe(200)

    // The challenge is spent, and the same code does not work for another login.
    expect((await verifyLogin(t.api, first.body.login_token, code)).status).toBe(401)
    const again = await login(t.api, u)
    const replay = await verifyLogin(t.api, again.body.login_token, code)
    expect(replay.status).toBe(400)
    expect(replay.body).toEqual(INVALID)
  })

  it('accepts codes one step off and refuses codes two steps off', async () => {
    await awaitRoomInStep()
    // Turned on with the previous step's code: -1 is accepted.
    const u = await userWithTwoFactor(t.api, -1)
    const challenge = (await login(t.api, u)).body.login_token
    expect((await verifyLogin(t.api, challenge, await codeAt(u.secret, -2))).status).toBe(400)
    expect((await verifyLogin(t.api, challenge, await codeAt(u.secret, 2))).status).toBe(400)
    expect((await verifyLogin(t.api, challenge, await codeAt(u.secret, 1))).status).toBe(200)
    // Step +1 is used now, so the current step (before it) is refused too.
    const next = (await login(t.api, u)).body.login_token
    expect((await verifyLogin(t.api, next, await codeAt(u.secret, 0))).status).toBe(400)
  })

  it('takes a backup code once, in any case and with or without dashes', async () => {
    const u = await userWithTwoFactor(t.api)
    const backup = u.backupCodes[3] ?? ''
    const typed = backup.replaceAll('-', '').toLowerCase()
    const ok = await verifyLogin(t.api, (await login(t.api, u)).body.login_token, typed, true)
    expect(ok.status).toBe(200)
    const status = await t.api('GET', '/api/v1/2fa/status', { token: ok.body.access_token })
    expect(status.body).toEqual({ enabled: true, backup_codes_left: 9 })
    const twice = await verifyLogin(t.api, (await login(t.api, u)).body.login_token, backup, true)
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual(INVALID)
    const short = await verifyLogin(t.api, (await login(t.api, u)).body.login_token, 'ABC', true)
    expect(short.status).toBe(400)
  })

  it('voids the login token after 5 minutes and after 5 wrong codes', async () => {
    await awaitRoomInStep()
    const u = await userWithTwoFactor(t.api)
    const expiring = (await login(t.api, u)).body.login_token
    await t.server.db.query(
      "UPDATE two_factor_challenges SET expires_at = now() - interval '1 second'",
    )
    const late = await verifyLogin(t.api, expiring, await codeAt(u.secret, 1))
    expect(late.status).toBe(401)
    expect(late.headers.get('set-cookie')).toBeNull()

    const guessed = (await login(t.api, u)).body.login_token
    const wrong = await wrongCode(u.secret)
    for (let i = 0; i < 5; i++) expect((await verifyLogin(t.api, guessed, wrong)).status).toBe(400)
    const right = await verifyLogin(t.api, guessed, await codeAt(u.secret, 1))
    expect(right.status).toBe(401)
    expect(right.body).not.toHaveProperty('access_token')
  })

  it('answers the /login alias the same way, keeping remember-me and the body refresh token', async () => {
    await awaitRoomInStep()
    const u = await userWithTwoFactor(t.api)
    const first = await t.api<TwoFactorChallenge>('POST', '/api/v1/login', {
      json: { email: u.email, password: u.password, remember: true },
    })
    expect(first.status).toBe(403)
    expect(first.body.two_factor_required).toBe(true)
    const ok = await verifyLogin(t.api, first.body.login_token, await codeAt(u.secret, 1))
    expect(ok.status).toBe(200)
    expect(ok.body.refresh_token).toBeTruthy()
    expect(ok.cookies.find((c) => c.startsWith('refresh_token='))).toMatch(/Max-Age=\d+/)
  })
})

describe('turning 2FA off', () => {
  it('needs a good code, then login no longer asks for one', async () => {
    await awaitRoomInStep()
    const u = await userWithTwoFactor(t.api)
    const path = '/api/v1/2fa/disable'
    expect((await t.api('POST', path, { token: u.token, json: {} })).status).toBe(422)
    const wrong = await t.api('POST', path, {
      token: u.token,
      json: { code: await wrongCode(u.secret) },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(INVALID)
    const off = await t.api('POST', path, { token: u.token, json: { code: u.backupCodes[0] } })
    expect(off.status).toBe(200)
    expect(off.body).toEqual({ enabled: false })
    const status = await t.api('GET', '/api/v1/2fa/status', { token: u.token })
    expect(status.body).toEqual({ enabled: false, backup_codes_left: 0 })
    expect((await login(t.api, u)).status).toBe(200)
    expect((await t.api('POST', path, { token: u.token, json: { code: '123456' } })).status).toBe(
      400,
    )
  })
})

describe('rate limits', () => {
  let limited: TestServer
  // A second server, so the tight limits touch no other test; slow to start on a busy machine.
  beforeAll(async () => {
    limited = await startServer({
      authRateLimit: { capacity: 3, refillMs: 60_000 },
      trustProxy: true,
    })
  }, 180_000)
  afterAll(async () => {
    // Undefined when the server never started: that failure is the one to report.
    if ((limited as TestServer | undefined) !== undefined) await limited.close()
  })
  const from = (address: string) => ({ 'x-forwarded-for': address })

  it('limits verify-login per address with 429 and Retry-After', async () => {
    const answers: number[] = []
    let last: Awaited<ReturnType<typeof verifyLogin>> | undefined
    for (let i = 0; i < 5; i++) {
      last = await limited.api('POST', '/api/v1/2fa/verify-login', {
        headers: from('10.0.0.1'),
        json: { code: '123456', login_token: 'unknown' },
      })
      answers.push(last.status)
    }
    expect(answers).toEqual([401, 401, 401, 429, 429])
    expect(last?.body).toEqual({ detail: 'Too many requests' })
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits code guesses per account across addresses', async () => {
    const u = await newUser(limited.api, 'rl')
    const setup = await limited.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', {
      token: u.token,
    })
    const guess = (i: number) =>
      limited.api('POST', '/api/v1/2fa/verify', {
        token: u.token,
        headers: from(`10.1.0.${i}`),
        json: { code: '000000' },
      })
    const answers: number[] = []
    for (let i = 0; i < 4; i++) answers.push((await guess(i)).status)
    expect(answers).toEqual([400, 400, 400, 429])
    expect(setup.status).toBe(200)
  })

  it('limits login and registration per account across addresses', async () => {
    const login = (i: number) =>
      limited.api('POST', '/api/v1/auth/login', {
        headers: from(`10.2.0.${i}`),
        form: { username: 'victim@example.com', password: 'wrong' },
      })
    const logins: number[] = []
    for (let i = 0; i < 4; i++) logins.push((await login(i)).status)
    expect(logins).toEqual([401, 401, 401, 429])
    const last = await login(9)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)

    const register = (i: number) =>
      limited.api('POST', '/api/v1/auth/register', {
        headers: from(`10.3.0.${i}`),
        json: { email: 'same@example.com', password: 'long-enough', username: `same${i}` },
      })
    const registers: number[] = []
    for (let i = 0; i < 4; i++) registers.push((await register(i)).status)
    expect(registers).toEqual([201, 409, 409, 429])
  })

  it('limits login per address', async () => {
    const answers: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await limited.api('POST', '/api/v1/auth/login', {
        headers: from('10.4.0.1'),
        form: { username: `someone${i}@example.com`, password: 'wrong' },
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([401, 401, 401, 429])
  })
})
