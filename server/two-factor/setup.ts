import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../protocol/index.ts'
import type { UserRow } from '../auth/users-repo.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { newBackupCodes, normalizeBackupCode } from './backup-codes.ts'
import {
  backupCodesLeft,
  disable,
  enable,
  findTwoFactor,
  isEnabled,
  savePendingSecret,
} from './repo.ts'
import { backupCodeHash, invalidCode, spendSecondFactor } from './second-factor.ts'
import { boxFor } from './secret-box.ts'
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts'

const ALREADY_ON = 'Two-factor authentication is already enabled'
const NOT_ON = 'Two-factor authentication is not enabled'
const NO_SETUP = 'Start two-factor setup first'

export async function twoFactorStatus(ctx: AppContext, userId: string): Promise<TwoFactorStatus> {
  const enabled = isEnabled(await findTwoFactor(ctx.db, userId))
  return { enabled, backup_codes_left: enabled ? await backupCodesLeft(ctx.db, userId) : 0 }
}

/**
 * A new pending secret (a setup started again replaces it). An account with 2FA on must turn it
 * off first: a stolen session alone must not swap the second factor.
 */
export async function startSetup(ctx: AppContext, user: UserRow): Promise<TwoFactorSetup> {
  if (isEnabled(await findTwoFactor(ctx.db, user.id))) throw new HttpError(409, ALREADY_ON)
  const secret = newTotpSecret()
  await savePendingSecret(ctx.db, user.id, boxFor(ctx).seal(secret, user.id))
  return { secret, otpauth_uri: otpauthUri(secret, user.email) }
}

/** A code of the pending secret turns 2FA on; the backup codes are answered this once only. */
export async function verifySetup(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<TwoFactorEnabled> {
  const row = await findTwoFactor(ctx.db, userId)
  if (isEnabled(row)) throw new HttpError(409, ALREADY_ON)
  if (!row?.pending_secret_enc) throw new HttpError(400, NO_SETUP)
  const secret = boxFor(ctx).open(row.pending_secret_enc, userId)
  const step = await matchTotp(secret, code, null)
  if (step === null) throw invalidCode()
  const codes = newBackupCodes()
  const hashes = codes.map((c) => backupCodeHash(ctx, userId, normalizeBackupCode(c) ?? c))
  // A setup started again meanwhile (another tab) changed the pending secret: this code was
  // for the old one.
  if (!(await enable(ctx.db, userId, row.pending_secret_enc, step, hashes))) throw invalidCode()
  return { enabled: true, backup_codes: codes }
}

/** Needs a current code or an unused backup code (six digits are taken as a TOTP code). */
export async function disableTwoFactor(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<{ enabled: false }> {
  const row = await findTwoFactor(ctx.db, userId)
  if (!isEnabled(row)) throw new HttpError(400, NOT_ON)
  if (!(await spendSecondFactor(ctx, row, code, 'auto'))) throw invalidCode()
  await disable(ctx.db, userId)
  return { enabled: false }
}
