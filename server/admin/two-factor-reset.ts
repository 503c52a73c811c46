import type { AdminUser } from '../../protocol/index.ts'
import { endUserSessions } from '../auth/end-sessions.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { TWO_FACTOR_RESET_NOTICE } from '../kyc/messages.ts'
import { sendNotice } from '../kyc/notice.ts'
import { appendAudit, type AuditActor } from './audit-repo.ts'
import { lockUser, toAdminUser } from './users-repo.ts'

export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on for this user'
export const SELF_RESET = 'Turn off your own two-factor authentication from your profile'

/**
 * For a user who lost their authenticator: 2FA off (secret, backup codes and pending sign-in
 * challenges gone) with its audit entry in one transaction, then every session of theirs ends
 * (a session may have been opened by whoever holds the device) and they are told.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<AdminUser> {
  if (id === actor.adminId) throw conflict(SELF_RESET)
  const user = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, id)
    if (!row) throw notFound('User not found')
    const on = await tx.query(
      'SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL',
      [id],
    )
    if (on.length === 0) throw conflict(TWO_FACTOR_NOT_ON)
    await tx.query('DELETE FROM two_factor WHERE user_id = $1', [id])
    await tx.query('DELETE FROM two_factor_backup_codes WHERE user_id = $1', [id])
    await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [id])
    await appendAudit(tx, actor, {
      action: 'user.reset_2fa',
      target: row.email,
      before: { two_factor: true },
      after: { two_factor: false },
    })
    return toAdminUser(row)
  })
  await endUserSessions(ctx, id)
  await sendNotice(ctx, id, TWO_FACTOR_RESET_NOTICE)
  return user
}
