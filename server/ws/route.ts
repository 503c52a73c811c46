import type {} from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { WS_CLOSE, WS_PATH } from '../../protocol/index.ts'
import { verifyAccessToken } from '../auth/jwt.ts'
import type { AppContext } from '../context.ts'
import type { WsHub } from './hub.ts'

/**
 * The one socket. The token is checked after the upgrade so the client gets a close code it
 * can act on (4401: refresh, then reconnect) instead of an opaque failed handshake.
 */
export function wsRoute(ctx: AppContext, hub: WsHub) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.route({
      method: 'GET',
      url: WS_PATH,
      // A plain GET (no Upgrade header) gets a clear answer instead of an empty 404.
      handler: (_req, reply) => reply.code(426).send({ detail: 'Upgrade Required' }),
      wsHandler: (socket, req) => {
        const token = (req.query as { token?: unknown }).token
        const result =
          typeof token === 'string' && token !== ''
            ? verifyAccessToken(ctx.jwtSecret, token)
            : undefined
        if (!result?.ok) {
          socket.close(
            WS_CLOSE.unauthorized,
            result?.reason === 'expired' ? 'Token expired' : 'Invalid token',
          )
          return
        }
        hub.accept(socket, result.claims.sub)
      },
    })
    done()
  }
}
