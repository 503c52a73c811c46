import type { FastifyInstance } from 'fastify'
import { authApi as api } from '../../protocol/index.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { tokenBucket } from '../http/rate-limit.ts'
import { declaredRoutes } from '../http/route.ts'
import { DEMO_ADMIN_EMAIL, DEMO_TRADER_EMAIL } from './demo-accounts.ts'
import { logIn, registerUser, wantsRemember } from './credentials.ts'
import { logOut, refreshSession } from './refresh-flow.ts'
import { routeGuards } from './route-guards.ts'

/** Auth routes (reading 1) and the reading-2 aliases of SPEC §7. */
export function authRoutes(ctx: AppContext, deps: Pick<AppDeps, 'authRateLimit'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const limited = { onRequest: tokenBucket(deps.authRateLimit).hook }

    on(api.register, ({ body }) => registerUser(ctx, body), limited)
    on(api.registerAlias, ({ body }) => registerUser(ctx, body), limited)

    on(
      api.login,
      ({ reply, body: { username, password, remember } }) =>
        logIn(ctx, reply, { email: username, password, remember: wantsRemember(remember) }, false),
      limited,
    )
    on(
      api.loginAlias,
      ({ reply, body: { email, password, remember } }) =>
        logIn(ctx, reply, { email, password, remember: wantsRemember(remember) }, true),
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
