import type { BookSide } from './book-side.ts'
import type { OrderRecord } from './order-record.ts'
import type { BookHooks } from './types.ts'

/**
 * Lots the taker could fill right now, walking the book exactly as the matcher would (limit or
 * protection price, self-trade prevention, reduce-only caps) but without touching it. Stops
 * counting once `want` is reached.
 */
export function fillableQty(
  taker: OrderRecord,
  opposite: BookSide,
  limit: number | null,
  hooks: BookHooks,
  want: number,
): number {
  let cap = want
  if (taker.reduceOnly && hooks.reducible)
    cap = Math.min(cap, Math.floor(hooks.reducible(taker.snapshot())))
  if (cap <= 0) return 0
  const buy = taker.side === 'buy'
  let total = 0
  for (const m of opposite.ordersBestFirst()) {
    if (limit !== null && (buy ? (m.price as number) > limit : (m.price as number) < limit)) break
    if (m.owner === taker.owner && taker.stp !== 'none') {
      // cancel_maker skips the resting order; the other modes stop matching there.
      if (taker.stp === 'cancel_maker') continue
      break
    }
    let q = m.remaining
    if (m.reduceOnly && hooks.reducible) q = Math.min(q, Math.floor(hooks.reducible(m.snapshot())))
    if (q <= 0) continue
    total += q
    if (total >= cap) return cap
  }
  return Math.min(total, cap)
}
