import { newUser, type Api, type TestServer } from '../helpers.ts'

/** A fresh user made an administrator in the database (superuser and role ADMIN). */
export async function newAdmin(t: TestServer, prefix = 'admin') {
  const user = await newUser(t.api, prefix)
  await t.server.db.query(`UPDATE users SET is_superuser = true, role = 'ADMIN' WHERE id = $1`, [
    user.id,
  ])
  return user
}

/** Every administrator but `keep` loses their rights, so tests can reason about who is left. */
export async function onlyAdmin(t: TestServer, keep: string): Promise<void> {
  await t.server.db.query(`UPDATE users SET is_superuser = false, role = 'USER' WHERE id <> $1`, [
    keep,
  ])
}

export interface AuditRow {
  action: string
  target: string
  admin_email: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The newest audit entries as the admin endpoint answers them. */
export async function auditEntries(api: Api, token: string, limit = 20): Promise<AuditRow[]> {
  const res = await api<{ entries: AuditRow[] }>('GET', `/api/v1/admin/audit?limit=${limit}`, {
    token,
  })
  if (res.status !== 200) throw new Error(`audit: ${res.status}`)
  return res.body.entries
}
