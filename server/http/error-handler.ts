import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, ValidationError } from './errors.ts'

/** Texts for Fastify's own client errors, so clients never see framework internals. */
const FRAMEWORK_DETAIL: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_BAD_URL: 'Invalid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI Too Long',
}

const STATUS_DETAIL: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request body too large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
}

const clientDetail = (err: FastifyError, status: number): string =>
  (err.code && FRAMEWORK_DETAIL[err.code]) ??
  (err instanceof SyntaxError ? 'Malformed JSON body' : STATUS_DETAIL[status]) ??
  'Bad Request'

/** For Fastify's `frameworkErrors` option: errors raised by the router before any handler runs. */
export function frameworkErrors(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode ?? 400
  void reply.code(status).send({ detail: clientDetail(err, status) })
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ValidationError, req, reply) => {
    if (err instanceof ValidationError) {
      return reply.code(422).send({ detail: err.issues })
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ detail: err.detail })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientDetail(err, status) })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ detail: 'Internal Server Error' })
  })
}
