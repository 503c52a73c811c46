/**
 * Sending an order to the server with its client id as `Idempotency-Key`: the server answers a
 * repeat of the key with the first answer, so a request whose answer was lost (no response) is
 * sent again with the SAME key and can never double the order. Failures read SPEC §8's way for
 * orders: the server's detail first, else the action's own message.
 */
import type { Order } from '../../../protocol/index.ts'
import { detailOf, fieldErrorsOf, MSG, validationFailure } from '../http/errors.ts'
import type { ApiCall, Gateway } from '../http/gateway.ts'
import type { HttpOutcome } from '../http/transport.ts'
import type { EngineFailure, EngineResult, OrderView } from '../types.ts'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export function detailFirst(out: HttpOutcome, fallback: string): EngineFailure {
  if (out.kind === 'network') return { status: null, message: fallback }
  const fields = out.status === 422 ? fieldErrorsOf(out.body) : null
  if (fields) return validationFailure(out.status, fields)
  return { status: out.status, message: detailOf(out.body) ?? fallback }
}

/**
 * `retry`: resend after no response (the transport's 3 retries, 1 s doubling; never after a
 * 4xx other than 429, which the server refuses before doing anything).
 */
export async function sendOrder<T>(
  gateway: Gateway,
  call: ApiCall<T>,
  retry: boolean,
): Promise<EngineResult<T>> {
  return readAnswer(await gateway.send({ ...call, retry }, call.auth ?? true), call)
}

/** The answer to an order request: the parsed value, or SPEC §8's failure. */
export function readAnswer<T>(out: HttpOutcome, call: ApiCall<T>): EngineResult<T> {
  if (out.kind === 'network' || out.status < 200 || out.status >= 300)
    return { ok: false, error: detailFirst(out, call.fallback) }
  const parsed = call.schema.safeParse(out.body)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: { status: out.status, message: MSG.unexpected } }
}

export const confirmedView = (o: Order): OrderView => ({ ...o, local: 'confirmed' })

export const failure = (status: number | null, message: string) =>
  ({ ok: false, error: { status, message } }) as const
