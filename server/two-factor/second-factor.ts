import { TWO_FACTOR_MSG } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { normalizeBackupCode } from './backup-codes.ts'
import { claimStep, lastStepOf, useBackupCode, type TwoFactorRow } from './repo.ts'
import { boxFor } from './secret-box.ts'
import { isTotpShaped, matchTotp } from './totp.ts'

/** SPEC §8's answer to a wrong code: 400, not 401, so no client takes it for a lost session. */
export const invalidCode = (): HttpError => new HttpError(400, TWO_FACTOR_MSG.invalidCode)

export const backupCodeHash = (ctx: AppContext, userId: string, normalized: string): string =>
  boxFor(ctx).digest(`backup:${userId}:${normalized}`)

/**
 * Whether `code` is a good second factor for an account with 2FA on, spending it if so: a TOTP
 * code's time step is recorded (each step is good once), a backup code is marked used. With
 * `kind` 'auto', six digits are a TOTP code and anything else a backup code.
 */
export async function spendSecondFactor(
  ctx: AppContext,
  row: TwoFactorRow & { secret_enc: string },
  code: string,
  kind: 'totp' | 'backup' | 'auto',
): Promise<boolean> {
  const asBackup = kind === 'backup' || (kind === 'auto' && !isTotpShaped(code))
  if (asBackup) {
    const normalized = normalizeBackupCode(code)
    if (normalized === null) return false
    return useBackupCode(ctx.db, row.user_id, backupCodeHash(ctx, row.user_id, normalized))
  }
  const secret = boxFor(ctx).open(row.secret_enc, row.user_id)
  const step = await matchTotp(secret, code, lastStepOf(row))
  return step !== null && claimStep(ctx.db, row.user_id, step)
}
