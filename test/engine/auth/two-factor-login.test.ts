import { afterEach, describe, expect, it } from 'vitest'
import { disposeEngines, json, makeEngine, tokenBody, waitFor } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const login = { email: 'alice@example.com', password: 'pw-123456', remember: true }
const challenge = {
  detail: 'Two-factor authentication required',
  two_factor_required: true,
  login_token: 'lt-1',
}

describe('login with two-factor authentication', () => {
  it('answers twoFactorRequired on the 403, keeps the login token, and signs in with the code', async () => {
    const ctx = makeEngine({
      'POST /auth/login': () => json(403, challenge),
      'POST /2fa/verify-login': (req) => {
        const body = JSON.parse(req.body ?? '{}') as Record<string, unknown>
        return body.code === '123456' && body.login_token === 'lt-1'
          ? json(200, tokenBody('A'))
          : json(400, { detail: 'Invalid 2FA code. Please try again.' })
      },
    })
    const first = await ctx.api.login(login)
    expect(first).toEqual({
      ok: false,
      error: { status: 403, message: challenge.detail, twoFactorRequired: true },
    })
    expect(await ctx.api.getSession()).toMatchObject({ status: 'unauthenticated' })

    const wrong = await ctx.api.verifyLogin('000000', false)
    expect(wrong).toEqual({
      ok: false,
      error: { status: 400, message: 'Invalid 2FA code. Please try again.' },
    })
    const right = await ctx.api.verifyLogin('123456', false)
    expect(right.ok).toBe(true)
    const sent = ctx.http.calls.filter((c) => c.path === '/2fa/verify-login').map((c) => c.body)
    expect(JSON.parse(sent[1] ?? '{}')).toEqual({
      code: '123456',
      is_backup_code: false,
      login_token: 'lt-1',
    })
    await waitFor(async () =>
      expect(await ctx.api.getSession()).toMatchObject({ status: 'authenticated' }),
    )
    // The login token was used up: nothing is sent for a second verify.
    const again = await ctx.api.verifyLogin('123456', false)
    expect(again.ok).toBe(false)
    expect(ctx.http.count('POST /2fa/verify-login')).toBe(2)
  })

  it('sends a backup code flagged, and forgets a login token the server calls void', async () => {
    const ctx = makeEngine({
      'POST /auth/login': () => json(403, challenge),
      'POST /2fa/verify-login': () =>
        json(401, { detail: 'Two-factor login expired. Please sign in again.' }),
    })
    await ctx.api.login(login)
    const void1 = await ctx.api.verifyLogin('ABCD-EFGH-JKMN', true)
    expect(void1).toEqual({
      ok: false,
      error: { status: 401, message: 'Two-factor login expired. Please sign in again.' },
    })
    const body = JSON.parse(ctx.http.calls.at(-1)?.body ?? '{}') as Record<string, unknown>
    expect(body.is_backup_code).toBe(true)
    expect((await ctx.api.verifyLogin('123456', false)).ok).toBe(false)
    expect(ctx.http.count('POST /2fa/verify-login')).toBe(1)
  })

  it('maps a rate-limited verify and a lost network to SPEC §8 messages', async () => {
    let offline = false
    const ctx = makeEngine({
      'POST /auth/login': () => json(403, challenge),
      'POST /2fa/verify-login': () =>
        offline ? 'network' : json(429, { detail: 'Too many requests' }, { 'Retry-After': '0' }),
    })
    await ctx.api.login(login)
    expect(await ctx.api.verifyLogin('123456', false)).toMatchObject({
      ok: false,
      error: { status: 429, message: 'Too many requests. Please try again later.' },
    })
    // SPEC §8: one wait of Retry-After and one retry, then the 429 is the answer.
    expect(ctx.http.count('POST /2fa/verify-login')).toBe(2)
    offline = true
    expect(await ctx.api.verifyLogin('123456', false)).toMatchObject({
      ok: false,
      error: { status: null, message: 'Network error. Please check your connection.' },
    })
  })
})
