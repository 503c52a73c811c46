/**
 * The account domain: the user's sessions, password change and reset, email verification and
 * the mail outbox (administrators). Request/answer calls only; nothing is cached offline, since
 * each of these must reflect the server at the moment it is asked.
 */
import { accountApi as api } from '../../../protocol/index.ts'
import type {
  ChangePasswordBody,
  EmailStatus,
  MailAccepted,
  OutboxMail,
  PasswordResetConfirmBody,
  SessionInfo,
  SessionsEnded,
} from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'
import { ACCOUNT_MSG as MSG } from './messages.ts'

/** A wrong current password is a 400 about one field: the form shows it there. */
function onCurrentPassword<T>(result: EngineResult<T>): EngineResult<T> {
  if (result.ok || result.error.status !== 400 || result.error.fields) return result
  const msg = result.error.message.replace(/^Bad Request: /, '')
  return {
    ok: false,
    error: { ...result.error, fields: [{ loc: ['body', 'current_password'], msg }] },
  }
}

export function createAccountDomain(s: EngineServices) {
  const g = s.gateway
  return defineDomain({
    calls: {
      listSessions: (): Promise<EngineResult<SessionInfo[]>> =>
        g.call(callOf(api.listSessions, {}, MSG.fetchSessions)),
      endSession: (id: string): Promise<EngineResult<void>> =>
        g.call(callOf(api.endSession, { id }, MSG.endSession)),
      signOutOtherSessions: (): Promise<EngineResult<SessionsEnded>> =>
        g.call(callOf(api.revokeOtherSessions, {}, MSG.endSession)),
      async changePassword(body: ChangePasswordBody): Promise<EngineResult<void>> {
        return onCurrentPassword(
          await g.call(
            callOf(api.changePassword, { json: body, retry: false }, MSG.changePassword),
          ),
        )
      },
      requestPasswordReset: (email: string): Promise<EngineResult<MailAccepted>> =>
        g.call(callOf(api.requestPasswordReset, { json: { email } }, MSG.requestReset)),
      confirmPasswordReset: (body: PasswordResetConfirmBody): Promise<EngineResult<void>> =>
        g.call(callOf(api.confirmPasswordReset, { json: body, retry: false }, MSG.confirmReset)),
      verifyEmail: (token: string): Promise<EngineResult<EmailStatus>> =>
        g.call(callOf(api.verifyEmail, { json: { token }, retry: false }, MSG.verifyEmail)),
      resendVerification: (): Promise<EngineResult<MailAccepted>> =>
        g.call(callOf(api.resendVerification, { retry: false }, MSG.resendVerification)),
      emailStatus: (): Promise<EngineResult<EmailStatus>> =>
        g.call(callOf(api.emailVerificationStatus, {}, MSG.fetchEmailStatus)),
      listMailOutbox: (
        page: { limit?: number; before?: number } = {},
      ): Promise<EngineResult<OutboxMail[]>> => {
        const query: Record<string, string> = {}
        if (page.limit !== undefined) query.limit = String(page.limit)
        if (page.before !== undefined) query.before = String(page.before)
        return g.call(callOf(api.listOutboxMail, { query }, MSG.fetchMail))
      },
    },
  })
}
