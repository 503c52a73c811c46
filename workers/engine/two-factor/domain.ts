/** The two-factor domain: status, setup (secret and otpauth URI), confirm, disable. */
import { twoFactorApi as api, TWO_FACTOR_MSG } from '../../../protocol/index.ts'
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf, requestOf, responseOf, type EndpointOutput } from '../http/endpoint-call.ts'
import { detailOf, failureFromResponse, MSG, networkFailure } from '../http/errors.ts'
import type { Gateway } from '../http/gateway.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

export const TWO_FACTOR_FAILED = {
  status: 'Failed to load two-factor status',
  setup: 'Failed to start two-factor setup',
} as const

/**
 * A call that carries a code: its 400 is the server's word on the code ("Invalid 2FA code…"),
 * shown as it is rather than as a generic "Bad Request: …".
 */
async function withCode<E extends typeof api.twoFactorVerify | typeof api.twoFactorDisable>(
  gateway: Gateway,
  e: E,
  code: string,
): Promise<EngineResult<EndpointOutput<E>>> {
  const out = await gateway.send(requestOf(e, { json: { code }, retry: false }))
  if (out.kind === 'network') return { ok: false, error: networkFailure(out.message) }
  if (out.status === 400) {
    return {
      ok: false,
      error: { status: 400, message: detailOf(out.body) ?? TWO_FACTOR_MSG.invalidCode },
    }
  }
  if (out.status < 200 || out.status >= 300) {
    return { ok: false, error: failureFromResponse(out.status, out.body) }
  }
  const parsed = responseOf(e).safeParse(out.body)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: { status: out.status, message: MSG.unexpected } }
}

export function createTwoFactorDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      getTwoFactorStatus: (): Promise<EngineResult<TwoFactorStatus>> =>
        s.gateway.call(callOf(api.twoFactorStatus, {}, TWO_FACTOR_FAILED.status)),
      /** A new pending secret; a setup started again replaces the previous one. */
      startTwoFactorSetup: (): Promise<EngineResult<TwoFactorSetup>> =>
        s.gateway.call(callOf(api.twoFactorSetup, { retry: false }, TWO_FACTOR_FAILED.setup)),
      /** Turns 2FA on; the answer holds the backup codes, shown this once. */
      confirmTwoFactorSetup: (code: string): Promise<EngineResult<TwoFactorEnabled>> =>
        withCode(s.gateway, api.twoFactorVerify, code),
      disableTwoFactor: (code: string): Promise<EngineResult<{ enabled: false }>> =>
        withCode(s.gateway, api.twoFactorDisable, code),
    },
  })
}
