/**
 * The second step of a login for an account with 2FA on: the server's 403 carries a login token
 * that stays here in the engine (never in a tab) until a code completes it or it is replaced.
 */
import { twoFactorApi as api, twoFactorChallenge, TWO_FACTOR_MSG } from '../../../protocol/index.ts'
import type { User } from '../../../protocol/index.ts'
import type { EngineFailure, EngineResult } from '../types.ts'
import { detailOf, failureFromResponse, MSG, networkFailure } from '../http/errors.ts'
import { requestOf, responseOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import type { HttpOutcome } from '../http/transport.ts'
import type { Session } from './session.ts'

/** The login token is void (expired, used up, or no login waiting): sign in again. */
export const LOGIN_EXPIRED_STATUS = 401

export function verifyLoginFailure(out: HttpOutcome): EngineFailure {
  if (out.kind === 'network') return networkFailure(out.message)
  const { status, body } = out
  if (status === 400) return { status, message: TWO_FACTOR_MSG.invalidCode }
  if (status === 401) {
    return { status, message: detailOf(body) ?? TWO_FACTOR_MSG.verificationFailed }
  }
  return failureFromResponse(status, body, TWO_FACTOR_MSG.verificationFailed)
}

export function createTwoFactorLogin(session: Session, gateway: Gateway) {
  let loginToken: string | null = null

  return {
    /** Keeps the login token of a 403 login answer; true when it was one. */
    expect(body: unknown): boolean {
      const challenge = twoFactorChallenge.safeParse(body)
      loginToken = challenge.success ? challenge.data.login_token : null
      return loginToken !== null
    },

    forget(): void {
      loginToken = null
    },

    /** Completes the waiting login with a TOTP code or a backup code. */
    async verifyLogin(code: string, isBackup: boolean): Promise<EngineResult<User>> {
      const token = loginToken
      if (token === null) {
        return {
          ok: false,
          error: { status: LOGIN_EXPIRED_STATUS, message: TWO_FACTOR_MSG.verificationFailed },
        }
      }
      const out = await gateway.send(
        requestOf(api.twoFactorVerifyLogin, {
          json: { code, is_backup_code: isBackup, login_token: token },
          retry: false,
        }),
        false,
      )
      if (out.kind === 'network' || out.status < 200 || out.status >= 300) {
        if (out.kind === 'response' && out.status === LOGIN_EXPIRED_STATUS) loginToken = null
        return { ok: false, error: verifyLoginFailure(out) }
      }
      const tr = responseOf(api.twoFactorVerifyLogin).safeParse(out.body)
      if (!tr.success) return { ok: false, error: { status: out.status, message: MSG.unexpected } }
      loginToken = null
      await session.adopt(tr.data)
      return { ok: true, value: tr.data.user }
    },
  }
}
