/**
 * The REST gateway used by the domain handlers: bearer token, one refresh and ONE retry after
 * a 401, the success body parsed with a protocol schema (the server is not trusted), and every
 * failure mapped to SPEC §8's wording.
 */
import type { z } from 'zod'
import type { EngineResult } from '../types.ts'
import { MSG, failureFromResponse, networkFailure } from './errors.ts'
import type { HttpOutcome, HttpRequest, Transport } from './transport.ts'

export type TokenAnswer =
  | { kind: 'token'; token: string }
  | { kind: 'signed-out' }
  /** Expired and the refresh could not reach the server: a network failure, not a sign-out. */
  | { kind: 'unreachable'; message: string }

export interface TokenSource {
  /** A usable access token, refreshed first when expired. */
  accessToken(): Promise<TokenAnswer>
  /**
   * After a 401 for `used`: 'retry' when a different, fresh token is there for one retry,
   * 'unreachable' when the refresh could not reach the server, 'signed-out' otherwise.
   */
  recover(used: string): Promise<'retry' | 'unreachable' | 'signed-out'>
}

export interface ApiCall<T> extends HttpRequest {
  schema: z.ZodType<T>
  /** Message when the server gives nothing better, e.g. "Failed to fetch portfolios". */
  fallback: string
  /** Send the bearer token (default true). */
  auth?: boolean
}

export interface Gateway {
  call<T>(c: ApiCall<T>): Promise<EngineResult<T>>
  /** The raw outcome with auth handling, for callers with their own error wording. */
  send(req: HttpRequest, auth?: boolean): Promise<HttpOutcome>
}

export function createGateway(transport: Transport, tokens: TokenSource): Gateway {
  async function send(req: HttpRequest, auth = true): Promise<HttpOutcome> {
    if (!auth) return transport.send(req)
    const answer = await tokens.accessToken()
    if (answer.kind === 'unreachable') return { kind: 'network', message: answer.message }
    if (answer.kind === 'signed-out') return { kind: 'response', status: 401, body: null }
    const first = await transport.send(withBearer(req, answer.token))
    if (first.kind !== 'response' || first.status !== 401) return first
    const recovered = await tokens.recover(answer.token)
    if (recovered === 'unreachable') return { kind: 'network', message: MSG.network }
    if (recovered === 'signed-out') return first
    const fresh = await tokens.accessToken()
    // Exactly one retry: a second 401 is the answer.
    return fresh.kind === 'token' ? transport.send(withBearer(req, fresh.token)) : first
  }

  return {
    send,
    async call<T>(c: ApiCall<T>): Promise<EngineResult<T>> {
      const out = await send(c, c.auth ?? true)
      if (out.kind === 'network') return { ok: false, error: networkFailure(out.message) }
      if (out.status < 200 || out.status >= 300) {
        return { ok: false, error: failureFromResponse(out.status, out.body, c.fallback) }
      }
      const parsed = c.schema.safeParse(out.body)
      if (!parsed.success) {
        return { ok: false, error: { status: out.status, message: MSG.unexpected } }
      }
      return { ok: true, value: parsed.data }
    },
  }
}

function withBearer(req: HttpRequest, token: string): HttpRequest {
  return { ...req, headers: { ...req.headers, Authorization: `Bearer ${token}` } }
}
