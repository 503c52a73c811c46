import type {} from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { RawData } from 'ws'
import { WS_CLOSE, WS_PATH } from '../../protocol/index.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { admitToken } from './socket-auth.ts'

/** Frames a client may send before its token has been checked; a client that floods is cut off. */
const MAX_HELD_FRAMES = 64

/**
 * The one socket. The token is checked after the upgrade so the client gets a close code it
 * can act on (4401: refresh, then reconnect) instead of an opaque failed handshake. The check
 * reads the session from the database, so frames arriving meanwhile (a client subscribes as
 * soon as the socket opens) are held and handed to the connection in order.
 */
export function wsRoute(ctx: AppContext, { hub }: Pick<AppDeps, 'hub'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.route({
      method: 'GET',
      url: WS_PATH,
      // A plain GET (no Upgrade header) gets a clear answer instead of an empty 404.
      handler: (_req, reply) => reply.code(426).send({ detail: 'Upgrade Required' }),
      wsHandler: (socket, req) => {
        const held: [RawData, boolean][] = []
        const hold = (data: RawData, isBinary: boolean): void => {
          if (held.length < MAX_HELD_FRAMES) held.push([data, isBinary])
          else socket.close(WS_CLOSE.tooMany, 'Too many messages')
        }
        socket.on('message', hold)
        const token = (req.query as { token?: unknown }).token
        void admitToken(ctx, token)
          .then((admission) => {
            socket.off('message', hold)
            if (socket.readyState !== socket.OPEN) return
            if (!admission.ok) return socket.close(WS_CLOSE.unauthorized, admission.reason)
            const conn = hub.accept(socket, admission.auth, req.log)
            for (const [data, isBinary] of held) conn?.receive(data, isBinary)
          })
          .catch((err: unknown) => {
            req.log.error({ err }, 'socket authentication failed')
            socket.close(1011, 'Server error')
          })
      },
    })
    done()
  }
}
