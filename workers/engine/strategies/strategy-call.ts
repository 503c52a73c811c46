/**
 * A strategies endpoint called through the gateway's auth handling, with the domain's own
 * failure wording: SPEC §5's "Strategy not found" and "Template not found" reach the trader word
 * for word (the generic mapping would say "Resource not found."), and a server error on a run
 * says what failed ("Failed to run backtest", "Failed to optimize strategy").
 */
import { SPEC_MESSAGES, type Endpoint } from '../../../protocol/index.ts'
import { callOf, type EndpointInput, type EndpointOutput } from '../http/endpoint-call.ts'
import { MSG, detailOf, failureFromResponse, networkFailure } from '../http/errors.ts'
import type { Gateway } from '../http/gateway.ts'
import type { EngineResult } from '../types.ts'

const SPEC_DETAILS: ReadonlySet<string> = new Set(Object.values(SPEC_MESSAGES))

export async function strategyCall<E extends Endpoint>(
  gateway: Gateway,
  endpoint: E,
  input: EndpointInput,
  fallback: string,
  /** A 5xx answers `fallback` instead of the generic server message. */
  ownServerError = false,
  timeoutMs?: number,
): Promise<EngineResult<EndpointOutput<E>>> {
  const call = {
    ...callOf(endpoint, input, fallback),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  }
  const out = await gateway.send(call, call.auth ?? true)
  if (out.kind === 'network') return { ok: false, error: networkFailure(out.message) }
  if (out.status >= 200 && out.status < 300) {
    const parsed = call.schema.safeParse(out.body)
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: { status: out.status, message: MSG.unexpected } }
  }
  const detail = detailOf(out.body)
  if (detail !== null && SPEC_DETAILS.has(detail))
    return { ok: false, error: { status: out.status, message: detail } }
  if (ownServerError && out.status >= 500)
    return { ok: false, error: { status: out.status, message: fallback } }
  return { ok: false, error: failureFromResponse(out.status, out.body, fallback) }
}
