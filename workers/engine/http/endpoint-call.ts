/**
 * The engine's side of the REST contract: a request is built from the endpoint's declaration in
 * protocol/ (method, path, whether it takes the bearer token) and its answer is parsed with the
 * declared response schema, the same declaration the server's route is built from.
 */
import { z } from 'zod'
import type { Endpoint } from '../../../protocol/index.ts'
import type { ApiCall } from './gateway.ts'
import type { HttpRequest } from './transport.ts'

/** What a declared endpoint answers, once parsed. */
export type EndpointOutput<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never

export interface EndpointInput {
  /** Fills `:id` in the declared path. */
  id?: string
  query?: Record<string, string>
  json?: unknown
  form?: Record<string, string>
  headers?: Record<string, string>
  retry?: boolean
}

const nothing = z.unknown().transform((): void => undefined)

export function requestOf(e: Endpoint, input: EndpointInput = {}): HttpRequest {
  const { id, ...rest } = input
  const path = id === undefined ? e.path : e.path.replace(':id', encodeURIComponent(id))
  return { method: e.method, path, ...rest }
}

/** Whether the endpoint takes the access token (user and admin routes). */
export const needsToken = (e: Endpoint): boolean => e.auth === 'user' || e.auth === 'admin'

/** A gateway call of a declared endpoint; `fallback` is the SPEC §8 message for its failure. */
export function callOf<E extends Endpoint>(
  e: E,
  input: EndpointInput,
  fallback: string,
): ApiCall<EndpointOutput<E>> {
  return {
    ...requestOf(e, input),
    schema: responseOf(e),
    fallback,
    auth: needsToken(e),
  }
}

/** The declared response schema (answers of 204 endpoints parse to nothing). */
export const responseOf = <E extends Endpoint>(e: E): z.ZodType<EndpointOutput<E>> =>
  (e.response ?? nothing) as z.ZodType<EndpointOutput<E>>
