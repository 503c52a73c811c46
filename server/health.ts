import type { FastifyInstance } from 'fastify'
import type { Health } from '../protocol/index.ts'
import type { AppContext } from './context.ts'

export function healthRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.get('/health', (_req, reply): Health => {
      reply.header('Cache-Control', 'no-cache')
      return {
        status: 'ok',
        version: ctx.version,
        time: Date.now(),
        database: ctx.db.kind,
        demo: ctx.demo.enabled,
      }
    })
    done()
  }
}
