import type { FastifyReply, FastifyRequest } from 'fastify'
import { API_KEY_HEADER, API_KEY_MSG, isAdmin, keyPermissionOf } from '../../protocol/index.ts'
import { authenticateKey } from '../api-keys/authenticate.ts'
import type { AppContext } from '../context.ts'
import { forbidden, unauthorized } from '../http/errors.ts'
import { verifyAccessToken, type AccessClaims } from './jwt.ts'
import { findSessionUser } from './sessions-repo.ts'
import type { UserRow } from './users-repo.ts'

const users = new WeakMap<FastifyRequest, UserRow>()

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

/** The X-API-Key header, when sent (a repeated header is refused as no key at all). */
export function apiKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers[API_KEY_HEADER]
  if (value === undefined) return undefined
  return typeof value === 'string' ? value : ''
}

export type TokenRefusal = 'Not authenticated' | 'Token expired' | 'Session ended'

export type TokenCheck =
  { ok: true; user: UserRow; claims: AccessClaims } | { ok: false; detail: TokenRefusal }

/**
 * Verifies an access token and reads its user and session from the database, so a deleted
 * account or an ended session (logout, reuse detection) stops working at once, not at expiry.
 */
export async function checkAccessToken(ctx: AppContext, token: string): Promise<TokenCheck> {
  const result = verifyAccessToken(ctx.jwtSecret, token)
  if (!result.ok)
    return {
      ok: false,
      detail: result.reason === 'expired' ? 'Token expired' : 'Not authenticated',
    }
  const found = await findSessionUser(ctx.db, result.claims.sub, result.claims.sid)
  if (found.state === 'no-user') return { ok: false, detail: 'Not authenticated' }
  // Disabling ends the sessions too; this covers a sign-in that raced with it.
  if (found.state === 'ended' || found.user.disabled_at !== null)
    return { ok: false, detail: 'Session ended' }
  return { ok: true, user: found.user, claims: result.claims }
}

/** Resolves the caller from the bearer token. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(req)
  if (!token) throw unauthorized()
  const check = await checkAccessToken(ctx, token)
  if (!check.ok) throw unauthorized(check.detail)
  return check.user
}

/**
 * A key reaches only the endpoints its permissions name (read = GET, trade = order and position
 * writes); everything else (account, keys, sessions, 2FA) is 403 even with a valid key.
 */
async function authenticateByKey(
  ctx: AppContext,
  req: FastifyRequest,
  key: string,
): Promise<UserRow> {
  if (bearerToken(req) !== undefined) throw unauthorized(API_KEY_MSG.both)
  const caller = await authenticateKey(ctx, key)
  const endpoint = req.routeOptions.config.endpoint
  const needed = endpoint ? keyPermissionOf(endpoint) : 'account'
  if (needed === 'account' || !caller.permissions.includes(needed))
    throw forbidden(API_KEY_MSG.notPermitted)
  return caller.user
}

export const requireUser =
  (ctx: AppContext) =>
  async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const key = apiKeyOf(req)
    users.set(
      req,
      key === undefined ? await authenticate(ctx, req) : await authenticateByKey(ctx, req, key),
    )
  }

/** Admin rights are checked here on every admin call, never trusted from the client or the token. */
export const requireAdmin =
  (ctx: AppContext) =>
  async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (apiKeyOf(req) !== undefined) throw forbidden(API_KEY_MSG.adminRefused)
    const user = await authenticate(ctx, req)
    if (!isAdmin(user)) throw forbidden()
    users.set(req, user)
  }

/** Refresh and logout act on the sign-in session itself, which a key never is. */
export const refuseApiKey = async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  if (apiKeyOf(req) !== undefined) throw forbidden(API_KEY_MSG.sessionRefused)
}

/** The user set by `requireUser`/`requireAdmin`; calling it on an unguarded route is a bug. */
export function userOf(req: FastifyRequest): UserRow {
  const user = users.get(req)
  if (!user) throw new Error(`route ${req.url} reads the user without a guard`)
  return user
}
