import type { FastifyInstance, FastifyRequest } from 'fastify'
import { twoFactorApi as api } from '../../protocol/index.ts'
import { callerSessionId } from '../account/sessions.ts'
import { completeLogin } from '../auth/credentials.ts'
import { endUserSessions } from '../auth/end-sessions.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import { findUserById } from '../auth/users-repo.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { unauthorized } from '../http/errors.ts'
import { tokenBucket } from '../http/rate-limit.ts'
import { declaredRoutes } from '../http/route.ts'
import { endChallenge, peekChallenge, spendTry } from './challenge.ts'
import { perAccount } from './limits.ts'
import { findTwoFactor, isEnabled } from './repo.ts'
import { invalidCode, spendSecondFactor } from './second-factor.ts'
import { disableTwoFactor, startSetup, twoFactorStatus, verifySetup } from './setup.ts'

const LOGIN_EXPIRED = 'Two-factor login expired. Please sign in again.'

/** /2fa: setup, verify, disable, status, and the second step of a login. */
export function twoFactorRoutes(ctx: AppContext, deps: Pick<AppDeps, 'authRateLimit'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    // Code guesses share one budget per address and one per account, across all three routes.
    const limited = { onRequest: tokenBucket(deps.authRateLimit).hook }
    const limitAccount = perAccount(deps.authRateLimit)
    // Like a password change: a session opened under the old sign-in rules must sign in again.
    const endOtherSessions = (req: FastifyRequest) =>
      endUserSessions(ctx, userOf(req).id, { except: callerSessionId(ctx, req) })

    on(api.twoFactorStatus, ({ req }) => twoFactorStatus(ctx, userOf(req).id))
    on(api.twoFactorSetup, ({ req }) => startSetup(ctx, userOf(req)))
    on(
      api.twoFactorVerify,
      async ({ req, body }) => {
        limitAccount(userOf(req).id)
        const enabled = await verifySetup(ctx, userOf(req).id, body.code)
        await endOtherSessions(req)
        return enabled
      },
      limited,
    )
    on(
      api.twoFactorDisable,
      async ({ req, body }) => {
        limitAccount(userOf(req).id)
        const disabled = await disableTwoFactor(ctx, userOf(req).id, body.code)
        await endOtherSessions(req)
        return disabled
      },
      limited,
    )

    on(
      api.twoFactorVerifyLogin,
      async ({ reply, body }) => {
        const seen = await peekChallenge(ctx, body.login_token)
        if (!seen) throw unauthorized(LOGIN_EXPIRED)
        limitAccount(seen.user_id)
        const challenge = await spendTry(ctx, body.login_token)
        const row = challenge && (await findTwoFactor(ctx.db, challenge.user_id))
        if (!challenge || !isEnabled(row)) throw unauthorized(LOGIN_EXPIRED)
        const kind = body.is_backup_code ? 'backup' : 'totp'
        if (!(await spendSecondFactor(ctx, row, body.code, kind))) throw invalidCode()
        const user = await findUserById(ctx.db, challenge.user_id)
        if (!user) throw unauthorized(LOGIN_EXPIRED)
        await endChallenge(ctx, body.login_token)
        return completeLogin(ctx, reply, user, challenge.remember, challenge.refresh_in_body)
      },
      limited,
    )
    done()
  }
}
