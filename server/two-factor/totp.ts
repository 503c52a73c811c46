import { generateSecret, generateURI, verify } from 'otplib'
import { TOTP_DIGITS } from '../../protocol/index.ts'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SEC = 30
/** ±1 step: a code from the step before or after the current one is still good. */
const TOLERANCE_SEC = TOTP_PERIOD_SEC

const ISSUER = 'TradeDesk'

export const newTotpSecret = (): string => generateSecret({ length: 20 })

export const otpauthUri = (secret: string, account: string): string =>
  generateURI({
    issuer: ISSUER,
    label: account,
    secret,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SEC,
  })

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code)

/**
 * The time step `code` belongs to, or null when it is wrong, outside ±1 step, or not after
 * `afterStep` (the last accepted one: a code is good once).
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | null> {
  if (!isTotpShaped(code)) return null
  const result = await verify({
    secret,
    token: code,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SEC,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SEC,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  // The functional API's result also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
