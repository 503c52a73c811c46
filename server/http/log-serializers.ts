import type { FastifyRequest } from 'fastify'

/** The socket's access token rides in the query string (?token=); it must never reach the logs. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&](?:token|refresh_token)=)[^&#]*/gi, '$1[redacted]')

export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
  }),
}
