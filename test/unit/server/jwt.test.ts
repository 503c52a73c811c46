import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from '../../../server/auth/jwt.ts'

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac'
const NOW = 1_800_000_000_000
const INVALID = { ok: false, reason: 'invalid' }
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

const userToken = (sub = 'u', sid = 's1') =>
  signAccessToken(SECRET, { sub, role: 'USER', sid }, 60, NOW)

/** Signs any payload with the test secret, as an attacker with the key (or we) would. */
function signRaw(payload: object): string {
  const [header] = userToken().split('.')
  const body = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`
}

describe('access tokens', () => {
  it('round-trips sub, role, sid, iat, exp and a unique jti', () => {
    const token = signAccessToken(SECRET, { sub: 'user-1', role: 'ADMIN', sid: 'sess-1' }, 900, NOW)
    const result = verifyAccessToken(SECRET, token, NOW + 1000)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.claims).toMatchObject({
      sub: 'user-1',
      role: 'ADMIN',
      sid: 'sess-1',
      iat: NOW / 1000,
      exp: NOW / 1000 + 900,
    })
    const other = signAccessToken(SECRET, { sub: 'user-1', role: 'ADMIN', sid: 'sess-1' }, 900, NOW)
    const otherResult = verifyAccessToken(SECRET, other, NOW)
    expect(otherResult.ok && otherResult.claims.jti).not.toBe(result.claims.jti)
  })

  it('expires at exp', () => {
    const token = userToken()
    expect(verifyAccessToken(SECRET, token, NOW + 59_000).ok).toBe(true)
    expect(verifyAccessToken(SECRET, token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, a changed payload, alg none and garbage', () => {
    const token = userToken()
    expect(verifyAccessToken('another-secret', token, NOW)).toEqual(INVALID)

    const [h, , s] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'u',
        role: 'ADMIN',
        sid: 's1',
        iat: NOW / 1000,
        exp: NOW / 1000 + 60,
        jti: 'x',
      }),
    ).toString('base64url')
    expect(verifyAccessToken(SECRET, `${h}.${forged}.${s}`, NOW)).toEqual(INVALID)

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(verifyAccessToken(SECRET, `${none}.${forged}.`, NOW)).toEqual(INVALID)

    for (const junk of ['', 'a.b', 'a.b.c', `${h}.!!!.${s}`]) {
      expect(verifyAccessToken(SECRET, junk, NOW).ok).toBe(false)
    }
  })

  it('refuses a correctly signed token without a session id', () => {
    const claims = { sub: 'u', role: 'USER', iat: NOW / 1000, exp: NOW / 1000 + 60, jti: 'j' }
    expect(verifyAccessToken(SECRET, signRaw(claims), NOW)).toEqual(INVALID)
    expect(verifyAccessToken(SECRET, signRaw({ ...claims, sid: '' }), NOW)).toEqual(INVALID)
    expect(verifyAccessToken(SECRET, signRaw({ ...claims, sid: 's' }), NOW).ok).toBe(true)
  })
})

describe('exact signature text', () => {
  const token = userToken()
  const [h, p, s = ''] = token.split('.')
  const withSignature = (sig: string) => `${h}.${p}.${sig}`

  it('accepts the signature exactly as issued', () => {
    expect(verifyAccessToken(SECRET, withSignature(s), NOW).ok).toBe(true)
  })

  it('refuses padding appended to the signature', () => {
    for (const pad of ['=', '==', '===']) {
      expect(Buffer.from(s + pad, 'base64url')).toEqual(Buffer.from(s, 'base64url'))
      expect(verifyAccessToken(SECRET, withSignature(s + pad), NOW)).toEqual(INVALID)
    }
  })

  it('refuses trailing garbage the decoder would skip', () => {
    for (const tail of ['!', ' ', '.', '\n', '=x']) {
      expect(verifyAccessToken(SECRET, withSignature(s + tail), NOW)).toEqual(INVALID)
    }
  })

  it('refuses other texts that decode to the same bytes', () => {
    // 43 characters carry 258 bits for 256: the last one's two low bits are ignored.
    const last = B64URL.indexOf(s.at(-1) ?? '')
    const sameBytes = s.slice(0, -1) + (B64URL[last ^ 1] ?? '')
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(s, 'base64url'))
    expect(verifyAccessToken(SECRET, withSignature(sameBytes), NOW)).toEqual(INVALID)

    // The standard alphabet ('+', '/') decodes the same as '-', '_'.
    const standard = Buffer.from(s, 'base64url').toString('base64').replace(/=+$/, '')
    const decodesSame = Buffer.from(standard, 'base64url').equals(Buffer.from(s, 'base64url'))
    expect(decodesSame).toBe(true)
    if (standard !== s)
      expect(verifyAccessToken(SECRET, withSignature(standard), NOW)).toEqual(INVALID)
  })

  it('refuses the signature in another encoding of the same bytes', () => {
    const bytes = Buffer.from(s, 'base64url')
    for (const other of [bytes.toString('base64'), bytes.toString('hex')]) {
      expect(verifyAccessToken(SECRET, withSignature(other), NOW)).toEqual(INVALID)
    }
  })
})
