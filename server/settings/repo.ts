/**
 * Settings rows: one JSON document per user. Reads merge it over the SPEC §9 defaults; changes
 * run read-modify-write in one transaction with the row locked, so two browsers saving at once
 * never lose each other's parts.
 */
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../../protocol/index.ts'
import type { Db, Queryable } from '../db/types.ts'

async function readDocument(db: Queryable, userId: string, lock: boolean): Promise<unknown> {
  const [row] = await db.query<{ document: unknown }>(
    `SELECT document FROM user_settings WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  )
  // node-postgres parses jsonb; a driver handing back text is read the same way.
  return typeof row?.document === 'string' ? (JSON.parse(row.document) as unknown) : row?.document
}

export async function readSettings(db: Queryable, userId: string): Promise<Settings> {
  return mergeSettings(await readDocument(db, userId, false), DEFAULT_SETTINGS)
}

/** Applies `change` to the user's current settings and stores the result; answers it. */
export function changeSettings(
  db: Db,
  userId: string,
  change: (current: Settings) => Settings,
): Promise<Settings> {
  return db.transaction(async (tx) => {
    const current = mergeSettings(await readDocument(tx, userId, true), DEFAULT_SETTINGS)
    const next = change(current)
    await tx.query(
      `INSERT INTO user_settings (user_id, document, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (user_id) DO UPDATE SET document = EXCLUDED.document, updated_at = now()`,
      [userId, JSON.stringify(next)],
    )
    return next
  })
}
