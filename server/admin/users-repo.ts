import type { AdminUser } from '../../protocol/index.ts'
import type { UserRow } from '../auth/users-repo.ts'
import type { Queryable } from '../db/types.ts'

export const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  username: r.username,
  full_name: r.full_name,
  role: r.role,
  is_superuser: r.is_superuser,
  disabled: r.disabled_at !== null,
  created_at: r.created_at.toISOString(),
})

/** `q` as a LIKE pattern matching it anywhere, its own wildcards taken literally. */
const containing = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of the users whose email, username or full name contains `q` (any case). */
export async function searchUsers(
  db: Queryable,
  q: string,
  page: number,
  pageSize: number,
): Promise<{ items: AdminUser[]; total: number }> {
  const where = `$1 = '' OR email ILIKE $2 OR username ILIKE $2 OR full_name ILIKE $2`
  const params = [q, containing(q)]
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE ${where}`,
    params,
  )
  const rows = await db.query<UserRow>(
    `SELECT * FROM users WHERE ${where} ORDER BY lower(email), id LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  )
  return { items: rows.map(toAdminUser), total: count?.n ?? 0 }
}

/**
 * The enabled administrators, locked until the transaction ends: two administrators demoting
 * each other at once are serialised here, so the second sees the first one's change.
 */
export async function lockActiveAdmins(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM users WHERE (is_superuser OR role = 'ADMIN') AND disabled_at IS NULL
     ORDER BY id FOR UPDATE`,
  )
  return rows.map((r) => r.id)
}

export async function lockUser(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id])
  return rows[0]
}

export async function setUserAccess(
  tx: Queryable,
  id: string,
  access: { role: UserRow['role']; isSuperuser: boolean; disabled: boolean },
): Promise<UserRow> {
  const rows = await tx.query<UserRow>(
    `UPDATE users SET role = $2, is_superuser = $3,
       disabled_at = CASE WHEN NOT $4::boolean THEN NULL ELSE COALESCE(disabled_at, now()) END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, access.role, access.isSuperuser, access.disabled],
  )
  const row = rows[0]
  if (!row) throw new Error(`user ${id} vanished inside its own lock`)
  return row
}
