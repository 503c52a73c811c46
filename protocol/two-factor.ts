import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { tokenResponse } from './auth.ts'

/** SPEC §5 and §9: a TOTP code is 6 digits; a backup code at least 8 characters. */
export const TOTP_DIGITS = 6
export const BACKUP_CODE_MIN = 8
export const BACKUP_CODE_COUNT = 10
/** A login challenge lives this long and allows this many tries (SPEC: login_token). */
export const LOGIN_CHALLENGE_TTL_SEC = 300
export const LOGIN_CHALLENGE_MAX_TRIES = 5

/** SPEC §8, word for word. */
export const TWO_FACTOR_MSG = {
  required: 'Two-factor authentication required',
  invalidCode: 'Invalid 2FA code. Please try again.',
  enterAllDigits: 'Please enter all 6 digits',
  invalidBackupCode: 'Please enter a valid backup code',
  verificationFailed: '2FA verification failed',
} as const

/** Whatever the trader typed: digits, or a backup code with or without dashes. */
const code = z.string().trim().min(1).max(32)

export const twoFactorSetup = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>

export const twoFactorCodeBody = z.object({ code }).strict()

export const twoFactorEnabled = z.object({
  enabled: z.literal(true),
  /** Shown once: `XXXX-XXXX-XXXX`, stored only as hashes, each usable once. */
  backup_codes: z.array(z.string()),
})
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>

export const twoFactorDisabled = z.object({ enabled: z.literal(false) })

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  backup_codes_left: z.number().int().nonnegative(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>

export const verifyLoginBody = z
  .object({
    code,
    is_backup_code: z.boolean().default(false),
    login_token: z.string().min(1).max(128),
  })
  .strict()
export type VerifyLoginBody = z.input<typeof verifyLoginBody>

/** The 403 of POST /auth/login (and /login) when the account has 2FA on: no token issued yet. */
export const twoFactorChallenge = z.object({
  detail: z.string(),
  two_factor_required: z.literal(true),
  login_token: z.string(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>

export const twoFactorApi = {
  twoFactorSetup: endpoint({
    method: 'POST',
    path: '/2fa/setup',
    auth: 'user',
    summary: 'Starts 2FA setup: a new pending secret and its otpauth URI',
    response: twoFactorSetup,
  }),
  twoFactorVerify: endpoint({
    method: 'POST',
    path: '/2fa/verify',
    auth: 'user',
    summary: 'Turns 2FA on with a code of the pending secret; answers the backup codes once',
    body: twoFactorCodeBody,
    response: twoFactorEnabled,
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/2fa/disable',
    auth: 'user',
    summary: 'Turns 2FA off; needs a current code or a backup code',
    body: twoFactorCodeBody,
    response: twoFactorDisabled,
  }),
  twoFactorStatus: endpoint({
    method: 'GET',
    path: '/2fa/status',
    auth: 'user',
    permission: 'account',
    summary: 'Whether 2FA is on, and how many backup codes are left',
    response: twoFactorStatus,
  }),
  twoFactorVerifyLogin: endpoint({
    method: 'POST',
    path: '/2fa/verify-login',
    auth: 'public',
    summary: 'Completes a login that answered 403 with two_factor_required; answers as login does',
    body: verifyLoginBody,
    response: tokenResponse,
  }),
}
