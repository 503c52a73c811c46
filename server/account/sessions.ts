import type { FastifyRequest } from 'fastify'
import type { SessionInfo } from '../../protocol/index.ts'
import { bearerToken } from '../auth/guard.ts'
import { verifyAccessToken } from '../auth/jwt.ts'
import { listUserSessions } from '../auth/sessions-repo.ts'
import type { AppContext } from '../context.ts'
import { unauthorized } from '../http/errors.ts'
import { describeDevice } from './device.ts'

/** The session of the access token of a guarded request (the guard has verified it already). */
export function callerSessionId(ctx: AppContext, req: FastifyRequest): string {
  const token = bearerToken(req)
  const verified = token === undefined ? undefined : verifyAccessToken(ctx.jwtSecret, token)
  if (!verified?.ok) throw unauthorized()
  return verified.claims.sid
}

export async function sessionsOf(
  ctx: AppContext,
  userId: string,
  currentId: string,
): Promise<SessionInfo[]> {
  const rows = await listUserSessions(ctx.db, userId)
  return rows.map((s) => ({
    id: s.id,
    device: describeDevice(s.user_agent),
    ip: s.ip,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    current: s.id === currentId,
  }))
}
