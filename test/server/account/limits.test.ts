/** Rate limits of the account routes: per address and per account, 429 with Retry-After. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newUser, startServer, type Api, type TestServer } from '../helpers.ts'

let t: TestServer
beforeAll(async () => {
  // trustProxy: each request can claim its own address, so per-account limits show on their own.
  t = await startServer({ authRateLimit: { capacity: 3, refillMs: 60_000 }, trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

let address = 0
const from = (ip?: string) => ({ 'x-forwarded-for': ip ?? `10.0.0.${(address += 1)}` })

/** The test's API from a fresh address: registering and signing in use up no one else's limit. */
const fresh: Api = (method, path, opts = {}) =>
  t.api(method, path, { ...opts, headers: { ...opts.headers, ...from() } })

const reset = (email: string, ip?: string) =>
  t.api('POST', '/api/v1/password-reset', { json: { email }, headers: from(ip) })

function expectRefused(res: { status: number; headers: Headers }): void {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
}

describe('password reset limits', () => {
  it('limits one address, whatever emails it asks for', async () => {
    const ip = '10.1.0.1'
    for (let i = 0; i < 3; i += 1) expect((await reset(`a${i}@example.com`, ip)).status).toBe(202)
    expectRefused(await reset('a4@example.com', ip))
    expect((await reset('a4@example.com')).status).toBe(202)
  })

  it('limits one email address, whatever addresses ask, known or not', async () => {
    for (const email of ['nobody-limit@example.com', (await newUser(fresh, 'lim')).email]) {
      for (let i = 0; i < 3; i += 1) expect((await reset(email)).status).toBe(202)
      expectRefused(await reset(email))
      expectRefused(await reset(email.toUpperCase()))
    }
  })

  it('limits confirmations per address', async () => {
    const ip = '10.1.0.2'
    for (let i = 0; i < 3; i += 1) {
      const res = await t.api('POST', '/api/v1/password-reset/confirm', {
        json: { token: `guess-${i}`, new_password: 'whatever passphrase' },
        headers: from(ip),
      })
      expect(res.status).toBe(400)
    }
    expectRefused(
      await t.api('POST', '/api/v1/password-reset/confirm', {
        json: { token: 'guess-4', new_password: 'whatever passphrase' },
        headers: from(ip),
      }),
    )
  })
})

describe('signed-in limits', () => {
  it('limits password changes per account (current-password guessing)', async () => {
    const u = await newUser(fresh, 'lim')
    const attempt = () =>
      t.api('POST', '/api/v1/change-password', {
        token: u.token,
        json: { current_password: 'guess', new_password: 'whatever passphrase' },
        headers: from(),
      })
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400)
    expectRefused(await attempt())
  })

  it('limits verification resends per account', async () => {
    const u = await newUser(fresh, 'lim')
    const resend = () =>
      t.api('POST', '/api/v1/resend-verification', { token: u.token, headers: from() })
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(202)
    expectRefused(await resend())
  })
})
