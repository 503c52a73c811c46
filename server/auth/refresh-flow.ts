import type { FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER, refreshBody, type TokenResponse } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { clearRefreshCookie, refreshCookie } from './cookies.ts'
import { csrfMatches } from './csrf.ts'
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

export async function refreshSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenResponse> {
  const presented = presentedRefreshToken(req)
  if (!presented) throw invalidRefresh()
  // A cookie is sent by the browser on its own, so a cookie-based refresh must prove it comes
  // from our page: only our page can know the family's CSRF token.
  const header = req.headers[CSRF_HEADER]
  const checkCsrf = (row: RefreshRow): void => {
    if (!csrfMatches(ctx.jwtSecret, row.family_id, typeof header === 'string' ? header : undefined))
      throw new HttpError(403, 'Invalid CSRF token')
  }
  try {
    const rotated = await rotateRefreshToken(
      ctx.db,
      presented.token,
      presented.fromBody ? undefined : checkCsrf,
    )
    if (!rotated.ok) throw invalidRefresh()
    const user = await findUserById(ctx.db, rotated.issued.userId)
    if (!user) {
      await revokeFamily(ctx.db, rotated.issued.familyId)
      throw invalidRefresh()
    }
    return sessionResponse(ctx, reply, user, rotated.issued, presented.fromBody)
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401)
      clearRefreshCookie(reply, ctx.secureCookies)
    throw err
  }
}

export async function logOut(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = presentedRefreshToken(req)
  if (presented) {
    const row = await findRefreshToken(ctx.db, presented.token)
    if (row) await revokeFamily(ctx.db, row.family_id)
  }
  clearRefreshCookie(reply, ctx.secureCookies)
  await reply.code(204).send()
}
