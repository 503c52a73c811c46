import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../protocol/index.ts'

/**
 * The policy the built app passes (checked in Chromium by test/e2e/security.test.ts): every
 * script is a same-origin file (Vite emits no inline script), the socket to /ws is same-origin
 * ('self' covers ws: and wss: of the page's own host), and styles come from the one CSS file or
 * React style props, which go through the CSSOM and need no 'unsafe-inline'.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** A year, the usual HSTS lifetime; subdomains of the app's own host are covered too. */
export const HSTS = 'max-age=31536000; includeSubDomains'

const isApi = (url: string): boolean =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)

/**
 * Security headers on every answer (API, app shell, static files, 404s), and `no-store` on
 * every /api/v1 answer whose handler did not choose its own caching: they carry personal data.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The app never needs to send a Referer: its requests are all same-origin API calls.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Sent below, and only over TLS: on plain HTTP it would be ignored at best.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (req, reply, done) => {
    // req.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS)
    done()
  })
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isApi(req.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store')
    done(null, payload)
  })
}
