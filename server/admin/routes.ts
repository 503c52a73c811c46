import type { FastifyInstance } from 'fastify'
import { adminApi } from '../../protocol/index.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { declaredRoutes } from '../http/route.ts'
import { actorOf } from './actor.ts'
import { listAudit } from './audit-repo.ts'
import { feedMeterOf } from './feed-meter.ts'
import { systemStatus } from './status.ts'
import { resetTwoFactor } from './two-factor-reset.ts'
import { changeUser } from './user-changes.ts'
import { searchUsers } from './users-repo.ts'

/** The admin panel's users, system status and audit log (markets: market/admin-routes.ts). */
export function adminRoutes(ctx: AppContext, deps: Pick<AppDeps, 'hub'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const meter = feedMeterOf(ctx.market)

    on(adminApi.users, async ({ query }) => {
      const found = await searchUsers(ctx.db, query.q, query.page, query.page_size)
      return { ...found, page: query.page, page_size: query.page_size }
    })
    on(adminApi.updateUser, ({ params, body, req }) =>
      changeUser(ctx, actorOf(req), params.id, body),
    )
    on(adminApi.resetTwoFactor, ({ params, req }) => resetTwoFactor(ctx, actorOf(req), params.id))
    on(adminApi.systemStatus, () => systemStatus(ctx, deps, meter))
    on(adminApi.auditLog, ({ query }) => listAudit(ctx.db, query.before, query.limit))
    done()
  }
}
