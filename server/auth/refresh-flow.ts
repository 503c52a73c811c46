import type { FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER, refreshBody, type TokenResponse } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { clearRefreshCookie, refreshCookie } from './cookies.ts'
import { csrfMatches } from './csrf.ts'
import { bearerToken } from './guard.ts'
import { verifyAccessToken } from './jwt.ts'
import {
  findRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  type RefreshRow,
} from './refresh-tokens.ts'
import { sessionResponse } from './session.ts'
import { findUserById } from './users-repo.ts'

const invalidRefresh = (): HttpError => new HttpError(401, 'Invalid refresh token')

/** The refresh token of a call: a body token (non-browser clients) wins over the cookie. */
export function presentedRefreshToken(
  req: FastifyRequest,
): { token: string; fromBody: boolean } | undefined {
  const body = parseInput(refreshBody, req.body ?? {}, 'body')
  if (body.refresh_token) return { token: body.refresh_token, fromBody: true }
  const cookie = refreshCookie(req)
  return cookie ? { token: cookie, fromBody: false } : undefined
}

/**
 * A cookie is sent by the browser on its own, so a call that acts on it must prove it comes from
 * our page: only our page can know the family's CSRF token. Throws 403 before anything changes.
 */
const csrfCheck =
  (ctx: AppContext, req: FastifyRequest) =>
  (row: RefreshRow): void => {
    const header = req.headers[CSRF_HEADER]
    if (!csrfMatches(ctx.jwtSecret, row.family_id, typeof header === 'string' ? header : undefined))
      throw new HttpError(403, 'Invalid CSRF token')
  }

/** Revokes the session with its refresh tokens, then closes this process's sockets of it. */
async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeFamily(ctx.db, sessionId)
  ctx.sessionEvents.ended(sessionId)
}

export async function refreshSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenResponse> {
  const presented = presentedRefreshToken(req)
  if (!presented) throw invalidRefresh()
  try {
    const rotated = await rotateRefreshToken(
      ctx.db,
      presented.token,
      presented.fromBody ? undefined : csrfCheck(ctx, req),
    )
    if (!rotated.ok) {
      if (rotated.revoked !== undefined) ctx.sessionEvents.ended(rotated.revoked)
      throw invalidRefresh()
    }
    const user = await findUserById(ctx.db, rotated.issued.userId)
    if (!user) {
      await endSession(ctx, rotated.issued.familyId)
      throw invalidRefresh()
    }
    return sessionResponse(ctx, reply, user, rotated.issued, presented.fromBody)
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401)
      clearRefreshCookie(reply, ctx.secureCookies)
    throw err
  }
}

/**
 * Ends the session named by the refresh token (cookie with the CSRF header, or body token) and
 * the one named by the bearer token. A bearer token is never sent by the browser on its own, so
 * it needs no CSRF header.
 */
export async function logOut(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const ended = new Set<string>()
  const presented = presentedRefreshToken(req)
  if (presented) {
    const row = await findRefreshToken(ctx.db, presented.token)
    if (row) {
      if (!presented.fromBody) csrfCheck(ctx, req)(row)
      ended.add(row.family_id)
    }
  }
  const bearer = bearerToken(req)
  const verified = bearer === undefined ? undefined : verifyAccessToken(ctx.jwtSecret, bearer)
  if (verified?.ok) ended.add(verified.claims.sid)
  for (const sessionId of ended) await endSession(ctx, sessionId)
  clearRefreshCookie(reply, ctx.secureCookies)
  await reply.code(204).send()
}
