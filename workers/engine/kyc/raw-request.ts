/**
 * Requests the JSON gateway cannot make: a multipart upload and a binary download. Same rules
 * as the gateway (bearer token, one refresh and one retry after a 401, SPEC §8 wording), but
 * the body goes out as FormData and a success may be bytes. The transport takes JSON and forms
 * only; until it takes FormData too, this is the one place that sends files.
 */
import { API_PREFIX } from '../../../protocol/index.ts'
import type { TokenSource } from '../http/gateway.ts'
import { failureFromResponse, MSG, networkFailure, timeoutMessage } from '../http/errors.ts'
import type { EngineResult } from '../types.ts'

/** Uploads of up to two 5 MB files need longer than the 30 s of ordinary calls. */
export const UPLOAD_TIMEOUT_MS = 120_000

export interface RawRequest {
  method: 'GET' | 'POST'
  path: string
  form?: FormData
}

export type Reader<T> = (res: Response) => Promise<T>

// Looked up at call time (like the clock), so tests can stub the global.
const fetchNow: typeof fetch = (input, init) => globalThis.fetch(input, init)
const originNow = (): string =>
  typeof location === 'undefined' ? 'http://localhost' : location.origin

async function once(
  req: RawRequest,
  token: string,
): Promise<{ res: Response } | { network: string }> {
  try {
    const res = await fetchNow(new URL(API_PREFIX + req.path, originNow()).toString(), {
      method: req.method,
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      ...(req.form ? { body: req.form } : {}),
    })
    return { res }
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError'
    return { network: timedOut ? timeoutMessage(UPLOAD_TIMEOUT_MS) : MSG.network }
  }
}

async function failure<T>(res: Response, fallback: string): Promise<EngineResult<T>> {
  const text = await res.text().catch(() => '')
  let body: unknown = null
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    // Not JSON: the status alone decides the message.
  }
  return { ok: false, error: failureFromResponse(res.status, body, fallback) }
}

export async function rawRequest<T>(
  tokens: TokenSource,
  req: RawRequest,
  read: Reader<T>,
  fallback: string,
): Promise<EngineResult<T>> {
  const first = await tokens.accessToken()
  if (first.kind === 'unreachable') return { ok: false, error: networkFailure(first.message) }
  if (first.kind === 'signed-out')
    return { ok: false, error: failureFromResponse(401, null, fallback) }
  let out = await once(req, first.token)
  if ('res' in out && out.res.status === 401) {
    const recovered = await tokens.recover(first.token)
    if (recovered === 'unreachable') return { ok: false, error: networkFailure() }
    const fresh = recovered === 'retry' ? await tokens.accessToken() : undefined
    if (fresh?.kind === 'token') out = await once(req, fresh.token)
  }
  if ('network' in out) return { ok: false, error: networkFailure(out.network) }
  if (!out.res.ok) return failure(out.res, fallback)
  try {
    return { ok: true, value: await read(out.res) }
  } catch {
    return { ok: false, error: { status: out.res.status, message: MSG.unexpected } }
  }
}
