import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../db/types.ts'
import { insertSession, touchSession, type SessionClient } from './sessions-repo.ts'

export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000

export interface RefreshRow {
  id: string
  user_id: string
  family_id: string
  persistent: boolean
  expires_at: Date
  used_at: Date | null
  revoked_at: Date | null
}

export interface IssuedRefresh {
  token: string
  familyId: string
  userId: string
  persistent: boolean
}

// Only a hash is stored: a database leak must not hand out live sessions.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** A token of an existing session (`familyId` is its id): a new family starts with `startSession`. */
export async function issueRefreshToken(
  db: Pick<Db, 'query'>,
  userId: string,
  persistent: boolean,
  familyId: string,
): Promise<IssuedRefresh> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, persistent, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      userId,
      familyId,
      hashToken(token),
      persistent,
      new Date(Date.now() + REFRESH_TTL_MS),
    ],
  )
  return { token, familyId, userId, persistent }
}

/** A sign-in: a new session and the first refresh token of its family, committed together. */
export async function startSession(
  db: Db,
  userId: string,
  persistent: boolean,
  client: SessionClient,
): Promise<IssuedRefresh> {
  return db.transaction(async (tx) => {
    const familyId = randomUUID()
    await insertSession(tx, { id: familyId, userId, client })
    return issueRefreshToken(tx, userId, persistent, familyId)
  })
}

export async function findRefreshToken(
  db: Pick<Db, 'query'>,
  token: string,
): Promise<RefreshRow | undefined> {
  const rows = await db.query<RefreshRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [
    hashToken(token),
  ])
  return rows[0]
}

export const isLive = (row: RefreshRow, now = Date.now()): boolean =>
  row.used_at === null && row.revoked_at === null && row.expires_at.getTime() > now

/** Ends the session and its refresh tokens in one statement, so neither outlives the other. */
export async function revokeFamily(db: Pick<Db, 'query'>, familyId: string): Promise<void> {
  await db.query(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
     )
     UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`,
    [familyId],
  )
}

/** `revoked`: the family ended because a used token came back; its sockets must close too. */
export type RotateResult = { ok: true; issued: IssuedRefresh } | { ok: false; revoked?: string }

/**
 * Marks `token` used and issues its successor in the same family. Presenting a token that was
 * already used means it was copied: the whole family is revoked, so the thief and the victim
 * both have to sign in again. `check` sees the stored row before anything else is decided (the
 * CSRF check of a cookie refresh), so the row is read once; what it throws aborts the rotation.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  check?: (row: RefreshRow) => void,
): Promise<RotateResult> {
  let reusedFamily: string | undefined
  const result = await db.transaction(async (tx): Promise<RotateResult> => {
    const rows = await tx.query<RefreshRow>(
      'SELECT * FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
      [hashToken(token)],
    )
    const row = rows[0]
    if (!row) return { ok: false }
    check?.(row)
    if (row.revoked_at !== null || row.expires_at.getTime() <= Date.now()) return { ok: false }
    if (row.used_at !== null) {
      reusedFamily = row.family_id
      return { ok: false }
    }
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id])
    const issued = await issueRefreshToken(tx, row.user_id, row.persistent, row.family_id)
    await touchSession(tx, row.family_id)
    return { ok: true, issued }
  })
  // Outside the transaction: two stolen tokens of one family replayed at once must not deadlock.
  if (reusedFamily === undefined) return result
  await revokeFamily(db, reusedFamily)
  return { ok: false, revoked: reusedFamily }
}

/**
 * Drops tokens that can no longer be used by anyone (a used or revoked token is kept until
 * expiry for reuse detection), then the sessions left without any: nothing can renew them.
 */
export async function pruneExpiredRefreshTokens(db: Pick<Db, 'query'>): Promise<void> {
  await db.query('DELETE FROM refresh_tokens WHERE expires_at < now()')
  await db.query(
    `DELETE FROM sessions s
     WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = s.id)`,
  )
}
