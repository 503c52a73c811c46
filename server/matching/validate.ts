import { REASON } from './reasons.ts'
import type { NewOrder } from './types.ts'

export const positiveInt = (n: number | undefined): boolean =>
  n !== undefined && Number.isSafeInteger(n) && n > 0

/** Why a new order cannot enter the book at all, or null. Duplicates are checked by the book. */
export function invalidReason(o: NewOrder): string | null {
  if (!positiveInt(o.qty)) return REASON.badQuantity
  const needsPrice = o.type === 'limit' || o.type === 'stop_limit'
  if (needsPrice && !positiveInt(o.price)) return REASON.badPrice
  const needsStop = o.type === 'stop' || o.type === 'stop_limit' || o.type === 'take_profit'
  if (needsStop && !positiveInt(o.stopPrice)) return REASON.badStopPrice
  if (o.protectionPrice !== undefined && !positiveInt(o.protectionPrice))
    return REASON.badProtection
  // A market order always takes liquidity, so post-only can never be honoured.
  if (o.postOnly === true && !needsPrice) return REASON.postOnly
  return null
}
