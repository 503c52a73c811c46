import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authApi as api, type RegisterBody } from '../../protocol/index.ts'
import { sendVerification } from '../account/verification.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { tokenBucket } from '../http/rate-limit.ts'
import { declaredRoutes } from '../http/route.ts'
import { perAccount } from '../two-factor/limits.ts'
import { DEMO_ADMIN_EMAIL, DEMO_TRADER_EMAIL } from './demo-accounts.ts'
import { logIn, registerUser, wantsRemember } from './credentials.ts'
import { logOut, refreshSession } from './refresh-flow.ts'
import { routeGuards } from './route-guards.ts'

/** Auth routes (reading 1) and the reading-2 aliases of SPEC §7. */
export function authRoutes(ctx: AppContext, deps: Pick<AppDeps, 'authRateLimit'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    // Per address (the hook) and per account (the email, checked once the body is read): one
    // address cannot try many accounts, nor many addresses one account.
    const limited = { onRequest: tokenBucket(deps.authRateLimit).hook }
    const limitAccount = perAccount(deps.authRateLimit)
    const register = async (body: RegisterBody, req: FastifyRequest) => {
      limitAccount(body.email)
      const user = await registerUser(ctx, body)
      await sendVerification(ctx, user, req)
      return user
    }

    on(api.register, ({ body, req }) => register(body, req), limited)
    on(api.registerAlias, ({ body, req }) => register(body, req), limited)

    on(
      api.login,
      ({ reply, body: { username, password, remember } }) => {
        limitAccount(username)
        return logIn(
          ctx,
          reply,
          { email: username, password, remember: wantsRemember(remember) },
          false,
        )
      },
      limited,
    )
    on(
      api.loginAlias,
      ({ reply, body: { email, password, remember } }) => {
        limitAccount(email)
        return logIn(ctx, reply, { email, password, remember: wantsRemember(remember) }, true)
      },
      limited,
    )

    on(api.refresh, ({ req, reply }) => refreshSession(ctx, req, reply))
    on(api.refreshAlias, ({ req, reply }) => refreshSession(ctx, req, reply))
    on(api.logout, ({ req, reply }) => logOut(ctx, req, reply))
    on(api.logoutAlias, ({ req, reply }) => logOut(ctx, req, reply))

    on(api.demoHint, () =>
      ctx.demo.enabled
        ? {
            enabled: true as const,
            email: DEMO_ADMIN_EMAIL,
            password: ctx.demo.password,
            traderEmail: DEMO_TRADER_EMAIL,
          }
        : { enabled: false as const },
    )
    done()
  }
}
