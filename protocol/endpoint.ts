import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call an endpoint. `user` and `admin` need a bearer access token (admin rights are
 * checked on the server for every call); `public` needs nothing; `session` is authenticated by
 * the refresh token (cookie plus CSRF header, or body) instead of an access token.
 */
export type EndpointAuth = 'public' | 'user' | 'admin' | 'session'

/**
 * What an API key must be granted to reach a `user` endpoint: `read` for reading, `trade` for
 * order, position and strategy writes; `account` is never granted to a key (keys, sessions, passwords, 2FA).
 * Admin and session endpoints refuse keys whatever they declare.
 */
export type KeyPermission = 'read' | 'trade' | 'account'

/**
 * One REST endpoint of /api/v1, declared once: the server builds its route from this, and the
 * authorization matrix and the API fuzz suite enumerate these declarations, so an endpoint is
 * covered by being declared rather than by being remembered.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  /** Below /api/v1, in Fastify's syntax: `/portfolios/:id`. */
  path: string
  auth: EndpointAuth
  summary: string
  params?: P
  query?: Q
  /** JSON, or form fields where the endpoint accepts forms (login). */
  body?: B
  /** Headers the endpoint reads (lower-case names), validated like any other input. */
  headers?: z.ZodObject
  /** The success answer's body; absent for 204. */
  response?: R
  /** The success status (200 unless told). */
  status?: 200 | 201 | 204
  /** The body is multipart/form-data (file uploads) instead of JSON. */
  multipart?: true
  /** The API-key permission that reaches it; by default `read` for GET, `account` otherwise. */
  permission?: KeyPermission
}

/** Keeps the literal types of a declaration, so the server's handler gets typed inputs. */
export const endpoint = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType = z.ZodVoid,
>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e

type Any = z.ZodType
export type ParamsOf<E> = E extends Endpoint<infer P, Any, Any, Any> ? z.output<P> : never
export type QueryOf<E> = E extends Endpoint<Any, infer Q, Any, Any> ? z.output<Q> : never
export type BodyOf<E> = E extends Endpoint<Any, Any, infer B, Any> ? z.output<B> : never
/** What a handler answers: the response schema's input (before defaults apply). */
export type ResponseOf<E> = E extends Endpoint<Any, Any, Any, infer R> ? z.input<R> : never

const optionalBodies = new WeakMap<Endpoint, boolean>()

/** Whether the endpoint's body may be left out (its schema accepts `{}`); worked out once. */
export function bodyIsOptional(e: Endpoint): boolean {
  let known = optionalBodies.get(e)
  if (known === undefined) {
    known = e.body?.safeParse({}).success === true
    optionalBodies.set(e, known)
  }
  return known
}
