import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, WS_PATH } from '../../protocol/index.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Everything without a content hash in its name is revalidated, so a deploy is picked up at once.
const REVALIDATE = 'no-cache'

const isApi = (url: string): boolean =>
  url === API_PREFIX ||
  url.startsWith(`${API_PREFIX}/`) ||
  url.startsWith('/api/') ||
  url === WS_PATH ||
  url.startsWith(`${WS_PATH}?`)

/** A path with an extension names a file; a missing file must 404, not turn into the app shell. */
const looksLikeFile = (path: string): boolean => /\.[a-z0-9]+$/i.test(path)

/** Serves the built app with an SPA fallback to index.html; everything else 404s as JSON. */
export async function installStaticAndFallback(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const hasApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: resolve(staticDir),
      prefix: '/',
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE)
      },
    })
  }
  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (
      hasApp &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApi(req.url) &&
      !looksLikeFile(path)
    ) {
      return reply
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html')
    }
    return reply.code(404).send({ detail: 'Not Found' })
  })
}
