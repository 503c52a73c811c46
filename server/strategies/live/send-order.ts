import { order as orderSchema, type Order, type OrderRequest } from '../../../protocol/index.ts'
import { HttpError, ValidationError } from '../../http/errors.ts'
import type { TradingService } from '../../trading/service.ts'

export type SendResult =
  { ok: true; order: Order } | { ok: false; message: string; status: number | null }

/** The exchange's own words for a refusal, as the trader would read them in the API's answer. */
export function refusalMessage(err: unknown): { message: string; status: number | null } {
  if (err instanceof HttpError) return { message: err.detail, status: err.statusCode }
  if (err instanceof ValidationError)
    return { message: err.issues.map((i) => i.msg).join('; '), status: 422 }
  return { message: err instanceof Error ? err.message : String(err), status: null }
}

/**
 * Sends a strategy's order through the same path as a trader's POST /orders (validation, funds,
 * fees, idempotency): the key is the order's clientOrderId, so a repeat answers the first order.
 */
export async function sendOrder(
  trading: TradingService,
  userId: string,
  request: OrderRequest & { clientOrderId: string },
): Promise<SendResult> {
  try {
    const answer = await trading.place(userId, request, request.clientOrderId)
    const parsed = orderSchema.safeParse(answer.body)
    if (!parsed.success) return { ok: false, message: 'The exchange gave no order', status: null }
    return { ok: true, order: parsed.data }
  } catch (err) {
    return { ok: false, ...refusalMessage(err) }
  }
}

/** `stg:<strategy id>:<bar time>:<n>`: at most 64 characters with a UUID id. */
export const strategyOrderKey = (strategyId: string, barTime: number, n: number): string =>
  `stg:${strategyId}:${barTime}:${n}`

/** The kill switch's closing order: `stg:<strategy id>:kill:<time>`. */
export const killOrderKey = (strategyId: string, time: number): string =>
  `stg:${strategyId}:kill:${time}`
