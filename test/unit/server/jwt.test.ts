import { describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from '../../../server/auth/jwt.ts'

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac'
const NOW = 1_800_000_000_000

describe('access tokens', () => {
  it('round-trips sub, role, iat, exp and a unique jti', () => {
    const token = signAccessToken(SECRET, { sub: 'user-1', role: 'ADMIN' }, 900, NOW)
    const result = verifyAccessToken(SECRET, token, NOW + 1000)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.claims).toMatchObject({
      sub: 'user-1',
      role: 'ADMIN',
      iat: NOW / 1000,
      exp: NOW / 1000 + 900,
    })
    const other = signAccessToken(SECRET, { sub: 'user-1', role: 'ADMIN' }, 900, NOW)
    const otherResult = verifyAccessToken(SECRET, other, NOW)
    expect(otherResult.ok && otherResult.claims.jti).not.toBe(result.claims.jti)
  })

  it('expires at exp', () => {
    const token = signAccessToken(SECRET, { sub: 'u', role: 'USER' }, 60, NOW)
    expect(verifyAccessToken(SECRET, token, NOW + 59_000).ok).toBe(true)
    expect(verifyAccessToken(SECRET, token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, a changed payload, alg none and garbage', () => {
    const token = signAccessToken(SECRET, { sub: 'u', role: 'USER' }, 60, NOW)
    expect(verifyAccessToken('another-secret', token, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })

    const [h, , s] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u', role: 'ADMIN', iat: NOW / 1000, exp: NOW / 1000 + 60, jti: 'x' }),
    ).toString('base64url')
    expect(verifyAccessToken(SECRET, `${h}.${forged}.${s}`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(verifyAccessToken(SECRET, `${none}.${forged}.`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })

    for (const junk of ['', 'a.b', 'a.b.c', `${h}.!!!.${s}`]) {
      expect(verifyAccessToken(SECRET, junk, NOW).ok).toBe(false)
    }
  })
})
