/** Auth wording from SPEC §8, word for word, and the login / registration failure mapping. */
import { z } from 'zod'
import type { EngineFailure } from '../types.ts'
import { detailOf, fieldErrorsOf, networkFailure, validationFailure } from '../http/errors.ts'
import type { HttpOutcome } from '../http/transport.ts'

export const AUTH_MSG = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  registrationFailed: 'Registration failed',
  updateProfileFailed: 'Failed to update profile',
  twoFactor: 'Two-factor authentication required',
} as const

/**
 * The server's 2FA-required flag. Its exact spelling is not in the protocol yet, so the usual
 * ones are accepted: a boolean field, or the `X-2FA-Required`-style detail text.
 */
const twoFactorFlag = z.looseObject({
  two_factor_required: z.boolean().optional(),
  requires_2fa: z.boolean().optional(),
  twoFactorRequired: z.boolean().optional(),
  detail: z.unknown().optional(),
})

export function isTwoFactorRequired(body: unknown): boolean {
  const parsed = twoFactorFlag.safeParse(body)
  if (!parsed.success) return false
  const b = parsed.data
  if (b.two_factor_required === true || b.requires_2fa === true || b.twoFactorRequired === true) {
    return true
  }
  return typeof b.detail === 'string' && /\b(2fa|two[- ]factor)\b/i.test(b.detail)
}

export function loginFailure(out: HttpOutcome): EngineFailure {
  if (out.kind === 'network') return networkFailure(out.message)
  const { status, body } = out
  if (status === 401) return { status, message: AUTH_MSG.invalidCredentials }
  const detail = detailOf(body)
  if (status === 403 && isTwoFactorRequired(body)) {
    return { status, message: detail ?? AUTH_MSG.twoFactor, twoFactorRequired: true }
  }
  const fields = status === 422 ? fieldErrorsOf(body) : null
  if (fields) return validationFailure(status, fields)
  return { status, message: detail ?? AUTH_MSG.loginFailed }
}

export function registerFailure(out: HttpOutcome): EngineFailure {
  if (out.kind === 'network') return networkFailure(out.message)
  const fields = out.status === 422 ? fieldErrorsOf(out.body) : null
  if (fields) return validationFailure(out.status, fields)
  return { status: out.status, message: detailOf(out.body) ?? AUTH_MSG.registrationFailed }
}
