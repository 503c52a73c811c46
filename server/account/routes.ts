import type { FastifyInstance } from 'fastify'
import {
  accountApi as api,
  PASSWORD_RESET_ANSWER,
  VERIFICATION_SENT_ANSWER,
} from '../../protocol/index.ts'
import { endUserSessions } from '../auth/end-sessions.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import { revokeUserSession } from '../auth/sessions-repo.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { conflict, HttpError, notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { listOutboxMail } from '../mail/outbox-repo.ts'
import { accountLimits, takeOrRefuse } from './limits.ts'
import { changePassword, confirmReset, mailResetLink } from './passwords.ts'
import { callerSessionId, sessionsOf } from './sessions.ts'
import { emailStatusOf, sendVerification, verifyEmail } from './verification.ts'

/** Sessions, passwords, password reset, email verification and the mail outbox. */
export function accountSecurityRoutes(ctx: AppContext, deps: Pick<AppDeps, 'authRateLimit'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const limits = accountLimits(deps)
    const resetLimited = { onRequest: limits.resetByAddress.hook }
    const verifyLimited = { onRequest: limits.verifyByAddress.hook }

    on(api.listSessions, ({ req }) => sessionsOf(ctx, userOf(req).id, callerSessionId(ctx, req)))

    on(api.endSession, async ({ req, params }) => {
      if (!(await revokeUserSession(ctx.db, userOf(req).id, params.id)))
        throw notFound('Session not found')
      ctx.sessionEvents.ended(params.id)
    })

    on(api.revokeOtherSessions, async ({ req }) => ({
      ended: await endUserSessions(ctx, userOf(req).id, { except: callerSessionId(ctx, req) }),
    }))

    on(api.changePassword, async ({ req, body }) => {
      const user = userOf(req)
      takeOrRefuse(limits.passwordByAccount, user.id)
      await changePassword(ctx, user, callerSessionId(ctx, req), body)
    })

    on(
      api.requestPasswordReset,
      ({ req, reply, body }) => {
        takeOrRefuse(limits.resetByAccount, body.email.toLowerCase())
        void mailResetLink(ctx, body.email, req).catch((err: unknown) =>
          req.log.warn({ err }, 'mailing a password reset link failed'),
        )
        return reply.code(202).send({ detail: PASSWORD_RESET_ANSWER })
      },
      resetLimited,
    )

    on(
      api.confirmPasswordReset,
      ({ body }) =>
        confirmReset(ctx, body, (userId) => takeOrRefuse(limits.resetByAccount, userId)),
      resetLimited,
    )

    on(api.verifyEmail, ({ body }) => verifyEmail(ctx, body.token), verifyLimited)

    on(api.resendVerification, async ({ req, reply }) => {
      const user = userOf(req)
      if ((await emailStatusOf(ctx.db, user.id)).email_verified)
        throw conflict('Your email is already verified')
      takeOrRefuse(limits.resendByAccount, user.id)
      if (!(await sendVerification(ctx, user, req)))
        throw new HttpError(503, 'The email could not be sent. Please try again later.')
      return reply.code(202).send({ detail: VERIFICATION_SENT_ANSWER })
    })

    on(api.emailVerificationStatus, ({ req }) => emailStatusOf(ctx.db, userOf(req).id))

    on(api.listOutboxMail, ({ query }) => listOutboxMail(ctx.db, query))
    done()
  }
}
