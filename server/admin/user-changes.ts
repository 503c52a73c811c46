import { isAdmin, type AdminUser, type AdminUserUpdate } from '../../protocol/index.ts'
import { endUserSessions } from '../auth/end-sessions.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { appendAudit, type AuditActor } from './audit-repo.ts'
import { lockActiveAdmins, lockUser, setUserAccess, toAdminUser } from './users-repo.ts'

export const SELF_DISABLE = 'You cannot disable your own account'
export const SELF_DEMOTE = 'You cannot remove your own administrator rights'
export const LAST_ADMIN = 'The last administrator cannot be demoted or disabled'

const accessOf = (u: Pick<AdminUser, 'role' | 'is_superuser' | 'disabled'>) => ({
  role: u.role,
  is_superuser: u.is_superuser,
  disabled: u.disabled,
})

/**
 * Applies an administrator's change to a user, with its audit entry, in one transaction. Nobody
 * can lock themself out, and some enabled administrator always remains. Disabling ends every
 * session of the user and closes their sockets once committed.
 */
export async function changeUser(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  change: AdminUserUpdate,
): Promise<AdminUser> {
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx)
    const row = await lockUser(tx, id)
    if (!row) throw notFound('User not found')
    const was = toAdminUser(row)
    const next = {
      role: change.role ?? was.role,
      is_superuser: change.is_superuser ?? was.is_superuser,
      disabled: change.disabled ?? was.disabled,
    }
    if (JSON.stringify(accessOf(was)) === JSON.stringify(next)) return { before: was, after: was }
    const losesAdmin = !isAdmin(next) || next.disabled
    if (id === actor.adminId && next.disabled) throw conflict(SELF_DISABLE)
    if (id === actor.adminId && !isAdmin(next)) throw conflict(SELF_DEMOTE)
    if (admins.includes(id) && losesAdmin && admins.length <= 1) throw conflict(LAST_ADMIN)
    const updated = toAdminUser(
      await setUserAccess(tx, id, {
        role: next.role,
        isSuperuser: next.is_superuser,
        disabled: next.disabled,
      }),
    )
    await appendAudit(tx, actor, {
      action: 'user.update',
      target: row.email,
      before: accessOf(was),
      after: accessOf(updated),
    })
    return { before: was, after: updated }
  })
  if (after.disabled && !before.disabled) await endUserSessions(ctx, id)
  return after
}
