import type { FastifyInstance } from 'fastify'
import { adminApi } from '../../protocol/index.ts'
import { routeGuards } from '../auth/route-guards.ts'
import { findUsersByIds } from '../auth/users-repo.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { declaredRoutes } from '../http/route.ts'

export function wsAdminRoutes(ctx: AppContext, { hub }: Pick<AppDeps, 'hub'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    declaredRoutes(app, routeGuards(ctx))(adminApi.connections, async () => {
      const counts = hub.counts()
      const users = await findUsersByIds(ctx.db, [...counts.keys()])
      const emails = new Map(users.map((u) => [u.id, u.email]))
      const byUser = [...counts].map(([userId, sockets]) => ({
        userId,
        email: emails.get(userId) ?? '',
        sockets,
      }))
      byUser.sort((a, b) => b.sockets - a.sockets || a.email.localeCompare(b.email))
      return {
        total: byUser.reduce((n, u) => n + u.sockets, 0),
        byUser,
        streams: hub.streams(),
      }
    })
    done()
  }
}
