/**
 * One HTTP call to /api/v1 with SPEC §9's rules: 30 s timeout, and for idempotent requests up
 * to 3 retries on network errors, 5xx and 429 with a delay doubling from 1 s. A 429 carrying
 * Retry-After waits that long and retries once, whatever the method (the server refused before
 * doing anything). Never throws: the outcome is a value.
 */
import { API_PREFIX, type HttpMethod } from '../../../protocol/index.ts'
import type { Clock } from '../deps.ts'
import { MSG, timeoutMessage } from './errors.ts'

export const API_TIMEOUT_MS = 30_000
export const MAX_RETRIES = 3
export const RETRY_BASE_MS = 1_000
/** A hostile or buggy Retry-After must not freeze the UI for hours. */
const MAX_RETRY_AFTER_S = 60

export interface HttpRequest {
  method: HttpMethod
  /** Path below /api/v1, e.g. "/portfolios". */
  path: string
  query?: Record<string, string>
  json?: unknown
  form?: Record<string, string>
  headers?: Record<string, string>
  /** Retry network errors / 5xx / 429; defaults to true for GET only. */
  retry?: boolean
  /** Longer than SPEC §9's 30 s for a call that waits on a long job (an optimisation). */
  timeoutMs?: number
}

export type HttpOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network'; message: string }

export interface Transport {
  send(req: HttpRequest): Promise<HttpOutcome>
}

export interface TransportDeps {
  fetch: typeof fetch
  clock: Clock
  origin: string
  timeoutMs?: number
}

export function createTransport(deps: TransportDeps): Transport {
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS
  const sleep = (ms: number) => new Promise<void>((r) => deps.clock.setTimeout(r, ms))

  async function once(req: HttpRequest): Promise<HttpOutcome & { retryAfter?: number }> {
    const url = new URL(API_PREFIX + req.path, deps.origin)
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v)
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers }
    let body: string | undefined
    if (req.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(req.form).toString()
    } else if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(req.json)
    }
    const abort = new AbortController()
    let timedOut = false
    const timer = deps.clock.setTimeout(() => {
      timedOut = true
      abort.abort()
    }, req.timeoutMs ?? timeoutMs)
    try {
      const res = await deps.fetch(url.toString(), {
        method: req.method,
        headers,
        // The refresh cookie is HttpOnly and path-scoped; same-origin sends it, nothing else.
        credentials: 'same-origin',
        signal: abort.signal,
        ...(body === undefined ? {} : { body }),
      })
      const text = await res.text()
      const retryAfter = Number(res.headers.get('retry-after'))
      return {
        kind: 'response',
        status: res.status,
        body: parseJson(text),
        ...(Number.isFinite(retryAfter) && retryAfter >= 0 && res.headers.has('retry-after')
          ? { retryAfter: Math.min(retryAfter, MAX_RETRY_AFTER_S) }
          : {}),
      }
    } catch {
      return {
        kind: 'network',
        message: timedOut ? timeoutMessage(req.timeoutMs ?? timeoutMs) : MSG.network,
      }
    } finally {
      deps.clock.clearTimeout(timer)
    }
  }

  return {
    async send(req) {
      const idempotent = req.retry ?? req.method === 'GET'
      let retries = 0
      let usedRetryAfter = false
      for (;;) {
        const out = await once(req)
        if (out.kind === 'response' && out.status === 429 && out.retryAfter !== undefined) {
          if (usedRetryAfter) return strip(out)
          usedRetryAfter = true
          await sleep(out.retryAfter * 1000)
          continue
        }
        const transient = out.kind === 'network' || out.status >= 500 || out.status === 429
        if (!idempotent || !transient || retries >= MAX_RETRIES) return strip(out)
        await sleep(RETRY_BASE_MS * 2 ** retries)
        retries += 1
      }
    },
  }
}

function strip(out: HttpOutcome & { retryAfter?: number }): HttpOutcome {
  return out.kind === 'network'
    ? { kind: 'network', message: out.message }
    : { kind: 'response', status: out.status, body: out.body }
}

function parseJson(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
