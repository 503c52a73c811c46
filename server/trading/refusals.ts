import type { OrderSide } from '../../protocol/index.ts'
import { maxLeverage } from '../../protocol/trading-math.ts'
import type { Account } from './account.ts'
import type { Quotes } from './reservation.ts'
import { usd } from './units.ts'

/** "45 s", "5 min", "2 h": how a trader would say how long ago. */
export function durationText(ms: number): string {
  const s = Math.floor(ms / 1000)
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 120) return `${m} min`
  return `${Math.floor(m / 60)} h`
}

export function staleRefusal(placedAt: string, now: number, maxAgeMs: number): string | undefined {
  const age = now - Date.parse(placedAt)
  if (!(age > maxAgeMs)) return undefined
  return `Order refused: placed ${durationText(age)} ago, older than the ${durationText(maxAgeMs)} limit for delayed orders`
}

const pct = (n: number): string => `${Number(n.toFixed(2))}%`

/**
 * The price a buyer would pay now (best ask, else last) or a seller would get (best bid, else
 * last), compared with what the trader saw: only a move against the trader counts.
 */
export function slippageRefusal(
  side: OrderSide,
  referencePrice: number,
  q: Quotes,
  tolerancePercent: number,
): string | undefined {
  const current = side === 'buy' ? (q.bestAsk ?? q.last) : (q.bestBid ?? q.last)
  if (current === null) return undefined
  const against = side === 'buy' ? current - referencePrice : referencePrice - current
  const moved = (against / referencePrice) * 100
  if (moved <= tolerancePercent + 1e-9) return undefined
  return `Order refused: price moved ${pct(moved)} since you placed it (tolerance ${pct(tolerancePercent)})`
}

/**
 * Leverage tiers: the position this order can grow to (its own quantity plus a same-side
 * position, or what is left after flipping an opposite one) must stay within the tier's maximum.
 */
export function leverageRefusal(
  a: Account,
  symbol: string,
  side: 'buy' | 'sell',
  quantity: number,
  leverage: number,
  ref: { price: number | null },
): string | undefined {
  if (ref.price === null) return undefined
  const size = a.perps.get(symbol)?.size ?? 0
  const same = side === 'buy' ? size >= 0 : size <= 0
  const after = same ? Math.abs(size) + quantity : Math.max(0, quantity - Math.abs(size))
  const notional = after * ref.price
  const max = maxLeverage(notional)
  if (leverage <= max) return undefined
  return `Leverage ${leverage}x is above the ${max}x maximum for a ${usd(notional)} ${a.currency} position in ${symbol}`
}
