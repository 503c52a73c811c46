import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Role } from '../../protocol/index.ts'

export interface AccessClaims {
  sub: string
  role: Role
  /** The session (refresh-token family) the token was issued to: logout ends it everywhere. */
  sid: string
  iat: number
  exp: number
  jti: string
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' }

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

const sign = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data).digest('base64url')

export function signAccessToken(
  secret: string,
  subject: { sub: string; role: Role; sid: string },
  ttlSec: number,
  nowMs: number = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000)
  const claims: AccessClaims = {
    sub: subject.sub,
    role: subject.role,
    sid: subject.sid,
    iat,
    exp: iat + ttlSec,
    jti: randomUUID(),
  }
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

const isClaims = (v: unknown): v is AccessClaims => {
  if (typeof v !== 'object' || v === null) return false
  const c = v as Record<string, unknown>
  return (
    typeof c.sub === 'string' &&
    (c.role === 'USER' || c.role === 'ADMIN') &&
    typeof c.sid === 'string' &&
    c.sid !== '' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number' &&
    typeof c.jti === 'string'
  )
}

export function verifyAccessToken(
  secret: string,
  token: string,
  nowMs: number = Date.now(),
): VerifyResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [header, payload, signature] = parts as [string, string, string]
  // Only our own header is accepted, which rules out alg=none and algorithm confusion.
  if (header !== HEADER) return { ok: false, reason: 'invalid' }
  // The signature text itself is compared, not the bytes it decodes to: Node's base64url decoder
  // ignores padding, stray characters and trailing bits, so many texts decode to the same bytes
  // and a token could be varied without the key. Only the one text we produce is accepted.
  const expected = Buffer.from(sign(secret, `${header}.${payload}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' }
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}
