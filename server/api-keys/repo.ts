import { randomUUID } from 'node:crypto'
import { MAX_API_KEYS, type ApiKey, type ApiKeyPermission } from '../../protocol/index.ts'
import type { Db, Queryable } from '../db/types.ts'

export interface ApiKeyRow {
  id: string
  user_id: string
  name: string
  secret_hash: string
  can_read: boolean
  can_trade: boolean
  created_at: Date
  last_used_at: Date | null
}

export const permissionsOf = (r: ApiKeyRow): ApiKeyPermission[] => [
  ...(r.can_read ? (['read'] as const) : []),
  ...(r.can_trade ? (['trade'] as const) : []),
]

export const toApiKey = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  permissions: permissionsOf(r),
  created_at: r.created_at.toISOString(),
  last_used_at: r.last_used_at?.toISOString() ?? null,
})

export interface NewKey {
  userId: string
  name: string
  permissions: readonly ApiKeyPermission[]
  secretHash: string
}

/**
 * Inserts a key unless the user holds MAX_API_KEYS already; undefined then. The user's row is
 * locked first, so two creates at once cannot both pass the count.
 */
export async function insertKey(db: Db, k: NewKey): Promise<ApiKeyRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [k.userId])
    const counted = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM api_keys WHERE user_id = $1',
      [k.userId],
    )
    if (Number(counted[0]?.n ?? 0) >= MAX_API_KEYS) return undefined
    const rows = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (id, user_id, name, secret_hash, can_read, can_trade)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        randomUUID(),
        k.userId,
        k.name,
        k.secretHash,
        k.permissions.includes('read'),
        k.permissions.includes('trade'),
      ],
    )
    return rows[0]
  })
}

export const listKeys = (db: Queryable, userId: string): Promise<ApiKeyRow[]> =>
  db.query<ApiKeyRow>('SELECT * FROM api_keys WHERE user_id = $1 ORDER BY created_at DESC, id', [
    userId,
  ])

/** False when the user has no key with this id (someone else's included). */
export async function deleteKey(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM api_keys WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ])
  return rows.length > 0
}

export async function findKey(db: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.query<ApiKeyRow>('SELECT * FROM api_keys WHERE id = $1', [id])
  return rows[0]
}

/** Records a use unless one was recorded within the minute (the condition also holds in SQL). */
export async function touchKey(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  )
}
