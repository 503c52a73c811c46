import { randomUUID } from 'node:crypto'
import type { Role, User } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

export interface UserRow {
  id: string
  email: string
  username: string
  full_name: string | null
  password_hash: string
  is_superuser: boolean
  role: Role
  /** Set while an administrator has the account disabled: no sign-in, no live session. */
  disabled_at: Date | null
  created_at: Date
  updated_at: Date
}

export const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  username: r.username,
  full_name: r.full_name,
  is_superuser: r.is_superuser,
  role: r.role,
  created_at: r.created_at.toISOString(),
})

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ])
  return rows[0]
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])
  return rows[0]
}

export async function findUsersByIds(db: Queryable, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return []
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ')
  return db.query<UserRow>(`SELECT * FROM users WHERE id IN (${placeholders})`, ids)
}

/** Which unique field, if any, is already taken by someone other than `exceptId`. */
export async function takenField(
  db: Queryable,
  fields: { email?: string | undefined; username?: string | undefined },
  exceptId = '',
): Promise<'email' | 'username' | undefined> {
  if (fields.email !== undefined) {
    const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
      fields.email,
      exceptId,
    ])
    if (rows.length > 0) return 'email'
  }
  if (fields.username !== undefined) {
    const rows = await db.query(
      'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2',
      [fields.username, exceptId],
    )
    if (rows.length > 0) return 'username'
  }
  return undefined
}

export interface NewUser {
  email: string
  username: string
  fullName: string | null
  passwordHash: string
  isSuperuser?: boolean
  role?: Role
}

export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, username, full_name, password_hash, is_superuser, role)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      randomUUID(),
      u.email,
      u.username,
      u.fullName,
      u.passwordHash,
      u.isSuperuser ?? false,
      u.role ?? 'USER',
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('insert users returned nothing')
  return row
}

export async function updateUser(
  db: Queryable,
  id: string,
  patch: {
    email?: string | undefined
    username?: string | undefined
    full_name?: string | null | undefined
  },
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET
       email = COALESCE($2, email),
       username = COALESCE($3, username),
       full_name = CASE WHEN $4::boolean THEN $5 ELSE full_name END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      patch.email ?? null,
      patch.username ?? null,
      patch.full_name !== undefined,
      patch.full_name ?? null,
    ],
  )
  return rows[0]
}

export async function setPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    id,
    passwordHash,
  ])
}

/** Postgres unique violation: two requests raced past the `takenField` check. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505'

export const uniqueViolationField = (err: unknown): 'email' | 'username' => {
  const { constraint, message } = err as { constraint?: unknown; message?: unknown }
  const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`
  return text.includes('username') ? 'username' : 'email'
}
