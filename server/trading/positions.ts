import type { Balance, Position } from '../../protocol/index.ts'
import { optionPositionOf, specOf } from '../options/trading/wire.ts'
import type { OptionsMarket, OptionValuation } from '../options/types.ts'
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

/** What values positions: marks, and for options the listing and the model (the core has all). */
export interface PositionValuer {
  mark: (symbol: string) => number | undefined
  optionValue: (symbol: string) => OptionValuation | undefined
  options: Pick<OptionsMarket, 'option'> | undefined
}

/** Spot positions from holdings, perpetual positions at their mark, option positions with greeks. */
export function positionsOf(a: Account, valuer: PositionValuer, now: Date): Position[] {
  const { mark } = valuer
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
  for (const [symbol, p] of a.options) {
    const spec = specOf(symbol, valuer.options?.option(symbol))
    if (p.size !== 0 && spec)
      out.push(optionPositionOf(a.portfolioId, symbol, p, spec, valuer.optionValue(symbol), now))
  }
  return out
}

export const balanceOf = (a: Account): Balance => ({
  portfolioId: a.portfolioId,
  currency: a.currency,
  available: money(a.cash - a.reserved),
  reserved: a.reserved,
  total: a.cash,
})
