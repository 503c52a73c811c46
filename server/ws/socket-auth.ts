import { WS_CLOSE } from '../../protocol/index.ts'
import { checkAccessToken, type TokenRefusal } from '../auth/guard.ts'
import { liveSessions } from '../auth/sessions-repo.ts'
import type { AppContext } from '../context.ts'
import type { WsConnection } from './connection.ts'

/** Whom a socket speaks for, and until when. */
export interface SocketAuth {
  userId: string
  sessionId: string
  /** When the token the socket was opened with (or last renewed with) expires, epoch ms. */
  expiresAt: number
}

export type Admission = { ok: true; auth: SocketAuth } | { ok: false; reason: string }

// The socket's own wording since before sessions existed: clients match on it.
const reasonOf = (detail: TokenRefusal): string =>
  detail === 'Not authenticated' ? 'Invalid token' : detail

/** The same check as a REST call's: signature, expiry, user and live session. */
export async function admitToken(ctx: AppContext, token: unknown): Promise<Admission> {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'Invalid token' }
  const check = await checkAccessToken(ctx, token)
  if (!check.ok) return { ok: false, reason: reasonOf(check.detail) }
  return {
    ok: true,
    auth: {
      userId: check.user.id,
      sessionId: check.claims.sid,
      expiresAt: check.claims.exp * 1000,
    },
  }
}

/**
 * A fresh token sent on an open socket (`auth`): it must be the same user's, with a live
 * session; then the socket lives until the new expiry. Anything else ends the socket.
 */
export function renewSocketAuth(ctx: AppContext, conn: WsConnection, token: string): void {
  void admitToken(ctx, token)
    .then((admission) => {
      if (!conn.open) return
      if (!admission.ok || admission.auth.userId !== conn.userId) {
        const reason = admission.ok ? 'Invalid token' : admission.reason
        conn.error(reason)
        conn.close(WS_CLOSE.unauthorized, reason)
        return
      }
      conn.renew(admission.auth)
      conn.send({ type: 'auth_success', expiresAt: admission.auth.expiresAt })
    })
    .catch(() => conn.error('Authentication unavailable, try again'))
}

/**
 * Closes the sockets whose session ended elsewhere (another process's logout) or whose user is
 * gone, in one query for all of them. A socket renewed onto a session this query did not ask
 * about is left for the next round.
 */
export async function closeEndedSessions(
  ctx: AppContext,
  conns: readonly WsConnection[],
): Promise<void> {
  const asked = new Set(conns.map((c) => c.sessionId))
  if (asked.size === 0) return
  const live = await liveSessions(ctx.db, [...asked])
  for (const c of conns) {
    if (asked.has(c.sessionId) && live.get(c.sessionId) !== c.userId)
      c.close(WS_CLOSE.unauthorized, 'Session ended')
  }
}
