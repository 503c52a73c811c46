import type { AppContext } from '../context.ts'
import { revokeUserSessions } from './sessions-repo.ts'

/**
 * Ends every live session of a user but `opts.except` (the caller's own, when it must stay
 * signed in): sessions and their refresh tokens are revoked in one statement, then this
 * process's sockets of them close at once. Returns how many sessions ended.
 */
export async function endUserSessions(
  ctx: AppContext,
  userId: string,
  opts: { except?: string } = {},
): Promise<number> {
  const ended = await revokeUserSessions(ctx.db, userId, opts.except)
  for (const sessionId of ended) ctx.sessionEvents.ended(sessionId)
  return ended.length
}
