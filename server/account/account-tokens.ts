import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types.ts'

export type AccountTokenKind = 'password_reset' | 'email_verification'

export const RESET_TTL_MS = 30 * 60 * 1000
export const VERIFICATION_TTL_MS = 24 * 3600 * 1000

export interface AccountTokenRow {
  id: string
  user_id: string
  kind: AccountTokenKind
  email: string
  expires_at: Date
  used_at: Date | null
}

// Only a hash is stored: a database leak must not hand out working links.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** A new single-use token for a mailed link; the token itself is returned, never stored. */
export async function issueAccountToken(
  db: Pick<Queryable, 'query'>,
  t: { userId: string; kind: AccountTokenKind; email: string; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO account_tokens (id, user_id, kind, token_hash, email, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), t.userId, t.kind, hashToken(token), t.email, new Date(Date.now() + t.ttlMs)],
  )
  return token
}

/** The token's row while it can still be used: unused and unexpired, of the given kind. */
export async function findUsableToken(
  db: Pick<Queryable, 'query'>,
  token: string,
  kind: AccountTokenKind,
): Promise<AccountTokenRow | undefined> {
  const rows = await db.query<AccountTokenRow>(
    `SELECT id, user_id, kind, email, expires_at, used_at FROM account_tokens
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), kind, new Date()],
  )
  return rows[0]
}

/**
 * Uses the token up; false when it was used (or expired) meanwhile, so of two requests racing
 * with one token exactly one wins. Every other token of the same kind for the user dies with
 * it: an older link must not work after a newer one did.
 */
export async function consumeToken(
  db: Pick<Queryable, 'query'>,
  row: Pick<AccountTokenRow, 'id' | 'user_id' | 'kind'>,
): Promise<boolean> {
  const used = await db.query<{ id: string }>(
    `UPDATE account_tokens SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
    [row.id, new Date()],
  )
  if (used.length === 0) return false
  await db.query(
    `UPDATE account_tokens SET used_at = now()
     WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`,
    [row.user_id, row.kind],
  )
  return true
}

/** Drops tokens that expired a day ago or more: nothing can use them any longer. */
export async function pruneAccountTokens(db: Pick<Queryable, 'query'>): Promise<void> {
  await db.query(`DELETE FROM account_tokens WHERE expires_at < now() - interval '1 day'`)
}
