import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerOptions } from './app-options.ts'
import { frameworkErrors, installErrorHandler } from './http/error-handler.ts'
import { installJsonParser } from './http/json-parser.ts'
import { logSerializers } from './http/log-serializers.ts'
import { installSecurityHeaders } from './http/security-headers.ts'

export const BODY_LIMIT = 64 * 1024

/** A route as registered, for comparing the server with the declared contract. */
export interface RegisteredRoute {
  method: string
  url: string
  declared: boolean
}

/**
 * The Fastify instance with what every route shares (error shape, body parsing, security
 * headers, cookies, websockets), recording each route as it is registered.
 */
export async function createHttp(
  opts: ServerOptions,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const app = Fastify({
    logger: opts.logger ? { level: opts.logLevel ?? 'info', serializers: logSerializers } : false,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    trustProxy: opts.trustProxy ?? false,
  })
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        routes.push({
          method,
          url: r.url,
          declared: r.config !== undefined && 'endpoint' in r.config,
        })
  })
  installErrorHandler(app)
  installJsonParser(app)
  await installSecurityHeaders(app)
  await app.register(fastifyCookie)
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT })
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } })
  return { app, routes }
}
