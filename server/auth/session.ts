import type { FastifyReply } from 'fastify'
import { isAdmin, type TokenResponse } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { setRefreshCookie } from './cookies.ts'
import { csrfToken } from './csrf.ts'
import { signAccessToken } from './jwt.ts'
import type { IssuedRefresh } from './refresh-tokens.ts'
import { toUser, type UserRow } from './users-repo.ts'

export function accessTokenFor(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'is_superuser' | 'role'>,
  sessionId: string,
): string {
  return signAccessToken(
    ctx.jwtSecret,
    { sub: user.id, role: isAdmin(user) ? 'ADMIN' : 'USER', sid: sessionId },
    ctx.accessTokenTtlSec,
  )
}

/** Builds the token answer and sets the refresh cookie; `refresh_token` in the body only for non-browser clients. */
export function sessionResponse(
  ctx: AppContext,
  reply: FastifyReply,
  user: UserRow,
  refresh: IssuedRefresh,
  refreshInBody: boolean,
): TokenResponse {
  setRefreshCookie(reply, refresh.token, refresh.persistent, ctx.secureCookies)
  reply.header('Cache-Control', 'no-store')
  return {
    access_token: accessTokenFor(ctx, user, refresh.familyId),
    token_type: 'bearer',
    expires_in: ctx.accessTokenTtlSec,
    csrf_token: csrfToken(ctx.jwtSecret, refresh.familyId),
    user: toUser(user),
    ...(refreshInBody ? { refresh_token: refresh.token } : {}),
  }
}
