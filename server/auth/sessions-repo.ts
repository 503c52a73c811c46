import type { Queryable } from '../db/types.ts'
import { withoutUnstorable } from '../http/storable.ts'
import type { UserRow } from './users-repo.ts'

export const MAX_USER_AGENT = 256

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  last_seen_at: Date
  revoked_at: Date | null
  user_agent: string | null
  ip: string | null
}

export interface SessionClient {
  userAgent: string | undefined
  ip: string | undefined
}

/**
 * The User-Agent header is whatever the client sent: it is kept for the user's session list, so
 * it is cut to size and stripped of what the database cannot store. Surrogates are removed after
 * the cut, which may have split a pair.
 */
export function cleanUserAgent(raw: string | undefined): string | null {
  if (raw === undefined) return null
  const text = raw.replaceAll('\u0000', '').trim().slice(0, MAX_USER_AGENT)
  const clean = withoutUnstorable(text).trim()
  return clean === '' ? null : clean
}

export async function insertSession(
  db: Queryable,
  s: { id: string; userId: string; client: SessionClient },
): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, user_agent, ip) VALUES ($1, $2, $3, $4)', [
    s.id,
    s.userId,
    cleanUserAgent(s.client.userAgent),
    s.client.ip?.slice(0, 64) ?? null,
  ])
}

/** Writes only when the last mark is over a minute old, so a busy session costs no extra writes. */
export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET last_seen_at = now()
     WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`,
    [id],
  )
}

export type SessionUser =
  { state: 'live'; user: UserRow } | { state: 'ended' } | { state: 'no-user' }

/** The token's user and whether its session is live, in one query (the guard runs on every call). */
export async function findSessionUser(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<SessionUser> {
  const rows = await db.query<UserRow & { session_live: boolean | null }>(
    `SELECT u.*, (s.id IS NOT NULL AND s.revoked_at IS NULL) AS session_live
     FROM users u LEFT JOIN sessions s ON s.id = $2 AND s.user_id = u.id
     WHERE u.id = $1`,
    [userId, sessionId],
  )
  const row = rows[0]
  if (!row) return { state: 'no-user' }
  const { session_live: live, ...user } = row
  return live === true ? { state: 'live', user } : { state: 'ended' }
}

/**
 * Of `ids`, the sessions still live, with their user: one query for all open sockets of a
 * process. The ids travel as one JSON parameter, so their number never hits a parameter limit.
 */
export async function liveSessions(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<Pick<SessionRow, 'id' | 'user_id'>>(
    `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.revoked_at IS NULL
       AND s.id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(ids)],
  )
  return new Map(rows.map((r) => [r.id, r.user_id]))
}

/**
 * Revokes the user's live sessions (but `except`) with their refresh tokens in one statement, so
 * neither outlives the other; returns the ids that ended so their sockets can be closed.
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  except?: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)
       RETURNING id
     ), tokens AS (
       UPDATE refresh_tokens SET revoked_at = now()
       WHERE family_id IN (SELECT id FROM ended) AND revoked_at IS NULL
     )
     SELECT id FROM ended`,
    [userId, except ?? null],
  )
  return rows.map((r) => r.id)
}

/**
 * The user's sessions that can still be used: not revoked, with a refresh token still live
 * (an expired one's row stays until pruning), most recently seen first.
 */
export async function listUserSessions(db: Queryable, userId: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT s.* FROM sessions s
     WHERE s.user_id = $1 AND s.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens r
                   WHERE r.family_id = s.id AND r.revoked_at IS NULL AND r.used_at IS NULL
                     AND r.expires_at > now())
     ORDER BY s.last_seen_at DESC, s.created_at DESC`,
    [userId],
  )
}

/** Revokes one live session of the user with its refresh tokens; false when there is none. */
export async function revokeUserSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = now()
       WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL
       RETURNING id
     ), tokens AS (
       UPDATE refresh_tokens SET revoked_at = now()
       WHERE family_id IN (SELECT id FROM ended) AND revoked_at IS NULL
     )
     SELECT id FROM ended`,
    [userId, sessionId],
  )
  return rows.length > 0
}
