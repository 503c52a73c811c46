import type { MatchingBook, OrderState } from '../../matching/types.ts'

export interface Walk {
  /** Lots a taker could fill now up to its limit (at most `want`). */
  lots: number
  /** The worst price (ticks) the walk reached; null when nothing fills. */
  worstTicks: number | null
  /** Σ price × lots of the fillable part, in ticks × lots. */
  notional: number
}

/**
 * Walks the opposite side of a book the way the matcher would fill a taker (best price first,
 * then arrival), without touching it: up to `limitTicks`, stopping at the taker's own resting
 * order (self-trade prevention cancels the taker there) and counting a reduce-only resting order
 * only as far as its position lets it fill.
 */
export function walkBook(
  book: Pick<MatchingBook, 'openOrders'>,
  taker: { owner: string; side: 'buy' | 'sell' },
  limitTicks: number,
  want: number,
  reducible: (o: OrderState) => number,
): Walk {
  const buy = taker.side === 'buy'
  const resting = book
    .openOrders()
    .filter(
      (o) =>
        o.side !== taker.side &&
        o.price !== null &&
        (o.status === 'open' || o.status === 'partially_filled'),
    )
    .sort((x, y) => (buy ? 1 : -1) * ((x.price ?? 0) - (y.price ?? 0)) || x.seq - y.seq)
  let lots = 0
  let notional = 0
  let worstTicks: number | null = null
  for (const m of resting) {
    const price = m.price ?? 0
    if (buy ? price > limitTicks : price < limitTicks) break
    if (m.owner === taker.owner) break
    let q = m.qty - m.filled
    if (m.reduceOnly) q = Math.min(q, Math.floor(reducible(m)))
    if (q <= 0) continue
    const take = Math.min(q, want - lots)
    lots += take
    notional += take * price
    worstTicks = price
    if (lots >= want) break
  }
  return { lots, worstTicks, notional }
}
