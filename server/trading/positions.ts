import type { Balance, Position } from '../../protocol/index.ts'
import { positionStateOf, type Account, type PerpState } from './account.ts'
import { toWirePosition } from '../perps/wire.ts'
import { amount, money } from './units.ts'

/** The protocol position, valued by server/perps (tiered maintenance margin, P&L). */
export function perpPositionOf(
  a: Account,
  symbol: string,
  p: PerpState,
  mark: number,
  now: Date,
): Position {
  return toWirePosition(
    { ...positionStateOf(p), id: p.id, portfolioId: a.portfolioId, symbol, updatedAt: now },
    mark,
  )
}

/** Spot positions from holdings, then perpetual positions with their mark price. */
export function positionsOf(
  a: Account,
  mark: (symbol: string) => number | undefined,
  now: Date,
): Position[] {
  const out: Position[] = []
  for (const [symbol, h] of a.holdings)
    if (h.qty > 0)
      out.push({
        id: h.id,
        portfolioId: a.portfolioId,
        symbol,
        market: 'spot',
        side: 'long',
        quantity: amount(h.qty),
      })
  for (const [symbol, p] of a.perps)
    if (p.size !== 0) out.push(perpPositionOf(a, symbol, p, mark(symbol) ?? p.entryPrice, now))
  return out
}

export const balanceOf = (a: Account): Balance => ({
  portfolioId: a.portfolioId,
  currency: a.currency,
  available: money(a.cash - a.reserved),
  reserved: a.reserved,
  total: a.cash,
})
