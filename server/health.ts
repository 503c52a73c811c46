import type { FastifyInstance } from 'fastify'
import { marketApi } from '../protocol/index.ts'
import { routeGuards } from './auth/route-guards.ts'
import type { AppContext } from './context.ts'
import { declaredRoutes } from './http/route.ts'

export function healthRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    declaredRoutes(app, routeGuards(ctx))(marketApi.health, ({ reply }) => {
      reply.header('Cache-Control', 'no-cache')
      return {
        status: 'ok' as const,
        version: ctx.version,
        time: Date.now(),
        database: ctx.db.kind,
        demo: ctx.demo.enabled,
      }
    })
    done()
  }
}
