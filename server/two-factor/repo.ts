import type { Db, Queryable } from '../db/types.ts'

export interface TwoFactorRow {
  user_id: string
  secret_enc: string | null
  pending_secret_enc: string | null
  enabled_at: Date | null
  /** bigint arrives as a string from node-postgres and a number from PGlite. */
  last_step: string | number | null
}

export const isEnabled = (
  row: TwoFactorRow | undefined,
): row is TwoFactorRow & {
  secret_enc: string
} => row?.enabled_at != null && row.secret_enc !== null

export const lastStepOf = (row: TwoFactorRow): number | null =>
  row.last_step === null ? null : Number(row.last_step)

export async function findTwoFactor(
  db: Queryable,
  userId: string,
): Promise<TwoFactorRow | undefined> {
  const rows = await db.query<TwoFactorRow>('SELECT * FROM two_factor WHERE user_id = $1', [userId])
  return rows[0]
}

/** A new pending secret; an enabled secret (if any) is left as it is. */
export async function savePendingSecret(db: Queryable, userId: string, sealed: string) {
  await db.query(
    `INSERT INTO two_factor (user_id, pending_secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET pending_secret_enc = $2, updated_at = now()`,
    [userId, sealed],
  )
}

/**
 * Records `step` as used, only if it is after the last used one; false when another request used
 * this or a later step first (two requests with one code: only one wins).
 */
export async function claimStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE two_factor SET last_step = $2, updated_at = now()
     WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
    [userId, step],
  )
  return rows.length > 0
}

/** The pending secret becomes the one in use, with fresh backup codes, all at once. */
export async function enable(
  db: Db,
  userId: string,
  pendingSealed: string,
  step: number,
  backupHashes: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE two_factor SET secret_enc = pending_secret_enc, pending_secret_enc = NULL,
         enabled_at = now(), last_step = $3, updated_at = now()
       WHERE user_id = $1 AND pending_secret_enc = $2 AND enabled_at IS NULL RETURNING user_id`,
      [userId, pendingSealed, step],
    )
    if (rows.length === 0) return false
    await tx.query('DELETE FROM two_factor_backup_codes WHERE user_id = $1', [userId])
    for (const hash of backupHashes) {
      await tx.query('INSERT INTO two_factor_backup_codes (user_id, code_hash) VALUES ($1, $2)', [
        userId,
        hash,
      ])
    }
    return true
  })
}

/** 2FA off: secret, backup codes and open login challenges go. */
export async function disable(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM two_factor WHERE user_id = $1', [userId])
    await tx.query('DELETE FROM two_factor_backup_codes WHERE user_id = $1', [userId])
    await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId])
  })
}

/** Marks an unused backup code used; false when there is none with this hash left. */
export async function useBackupCode(db: Queryable, userId: string, hash: string) {
  const rows = await db.query(
    `UPDATE two_factor_backup_codes SET used_at = now()
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
    [userId, hash],
  )
  return rows.length > 0
}

export async function backupCodesLeft(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM two_factor_backup_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}
