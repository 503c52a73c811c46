import type { FastifyInstance } from 'fastify'
import { HttpError } from './errors.ts'

/**
 * Bodies are JSON or form fields (formbody); Fastify's text/plain parser goes so that plain
 * text answers 415 instead of reaching the validators as a string.
 *
 * Replaces Fastify's JSON parser so that an empty body with a JSON content type (some clients
 * send that on refresh/logout) means "no body" instead of an error.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(;.*)?$/i,
    { parseAs: 'string' },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (text.trim() === '') {
        done(null, undefined)
        return
      }
      try {
        done(null, JSON.parse(text) as unknown)
      } catch {
        done(new HttpError(400, 'Malformed JSON body'), undefined)
      }
    },
  )
}
