import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { z } from 'zod'
import { bodyIsOptional } from '../../protocol/index.ts'
import type {
  BodyOf,
  Endpoint,
  ParamsOf,
  QueryOf,
  ResponseOf,
  ValidationIssue,
} from '../../protocol/index.ts'
import { ValidationError } from './errors.ts'
import { unstorableIssues } from './storable.ts'
import { zodIssues, type Location } from './validate.ts'

export interface RouteInput<E> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  headers: Record<string, unknown>
  req: FastifyRequest
  reply: FastifyReply
}

/** What the server needs to guard routes; built once from the context (server/auth/guard.ts). */
export interface RouteGuards {
  /** A bearer token, or an API key granted the endpoint's permission. */
  user: preHandlerAsyncHookHandler
  /** A bearer token of an administrator; never an API key. */
  admin: preHandlerAsyncHookHandler
  /** Refuses an API key: refresh and logout belong to sign-in sessions. */
  session: preHandlerAsyncHookHandler
}

/** Fastify route config of a declared route, so tests can compare the server with the contract. */
export interface DeclaredRouteConfig {
  endpoint: Endpoint
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was built from; absent on the few undeclared ones (/ws, docs). */
    endpoint?: Endpoint
  }
}

function part(
  schema: z.ZodType | undefined,
  raw: unknown,
  where: Location,
  issues: ValidationIssue[],
): unknown {
  if (schema === undefined) return undefined
  const bad = unstorableIssues(raw, where)
  if (bad.length > 0) {
    issues.push(...bad)
    return undefined
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    issues.push(...zodIssues(result.error, where))
    return undefined
  }
  return result.data
}

/**
 * The shared input layer: every declared part of a request (path, query, headers, body) is
 * checked for what cannot be stored and parsed by its schema before the handler runs; all
 * problems of all parts come back together as one 422.
 */
export function parseRequest<E extends Endpoint>(e: E, req: FastifyRequest) {
  const issues: ValidationIssue[] = []
  const params = part(e.params, req.params, 'path', issues)
  const query = part(e.query, req.query, 'query', issues)
  const headers = part(e.headers, pickHeaders(e, req), 'header', issues)
  // An absent body stands for {} where {} is acceptable, so all-optional bodies need not be sent;
  // elsewhere it is reported missing.
  const empty = req.body === undefined && bodyIsOptional(e)
  const body = part(e.body, empty ? {} : req.body, 'body', issues)
  if (issues.length > 0) throw new ValidationError(issues)
  return {
    params: params as ParamsOf<E>,
    query: query as QueryOf<E>,
    body: body as BodyOf<E>,
    headers: (headers ?? {}) as Record<string, unknown>,
  }
}

function pickHeaders(e: Endpoint, req: FastifyRequest): Record<string, unknown> | undefined {
  if (!e.headers) return undefined
  const out: Record<string, unknown> = {}
  for (const name of Object.keys(e.headers.shape)) out[name] = req.headers[name]
  return out
}

/** A handler answers the declared response, or sends the reply itself (status set by hand). */
export type RouteHandler<E> = (
  input: RouteInput<E>,
) => ResponseOf<E> | FastifyReply | Promise<ResponseOf<E> | FastifyReply>

/** Route-level extras: a hook before anything else runs (rate limits). */
export interface RouteOptions {
  onRequest?: onRequestHookHandler
}

/** Registers a declared endpoint: its guard, its input layer, its success status. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  guards: RouteGuards,
  e: E,
  handler: RouteHandler<E>,
  opts: RouteOptions = {},
): void {
  const guard = e.auth === 'public' ? undefined : guards[e.auth]
  const config: DeclaredRouteConfig = { endpoint: e }
  app.route({
    method: e.method,
    url: e.path,
    config,
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
    ...(guard ? { preHandler: guard } : {}),
    handler: async (req, reply) => {
      const input = parseRequest(e, req)
      const out = await handler({ ...input, req, reply })
      if (reply.sent) return reply
      if (e.status === 204) return reply.code(204).send()
      if (e.status !== undefined) reply.code(e.status)
      return out
    },
  })
}

/** `route` bound to one plugin's app and guards: `on(api.listOrders, handler)`. */
export const declaredRoutes =
  (app: FastifyInstance, guards: RouteGuards) =>
  <E extends Endpoint>(e: E, handler: RouteHandler<E>, opts?: RouteOptions): void =>
    route(app, guards, e, handler, opts)
