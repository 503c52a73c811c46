/**
 * A portfolio's greeks per underlying: the option positions' greeks (already totalled and signed
 * per position by the server) summed, plus the delta of spot holdings and perpetuals on the same
 * underlying (one unit of the underlying has delta 1 and no other greek). Pure.
 */
import type { OptionGreeks } from '../options-wire.ts'
import type { Position } from '../trading.ts'

export interface UnderlyingGreeks extends OptionGreeks {
  underlying: string
  /** Delta from options alone (the rest is spot and perpetuals). */
  optionDelta: number
  /** Option positions counted. */
  optionPositions: number
}

const zero = (underlying: string): UnderlyingGreeks => ({
  underlying,
  delta: 0,
  gamma: 0,
  vega: 0,
  theta: 0,
  rho: 0,
  optionDelta: 0,
  optionPositions: 0,
})

/**
 * Greeks per underlying, in the order the underlyings first appear among the option positions.
 * Spot and perpetual positions only count on an underlying that has options: a book without
 * options is not what this sums.
 */
export function aggregateGreeks(positions: readonly Position[]): UnderlyingGreeks[] {
  const byUnderlying = new Map<string, UnderlyingGreeks>()
  for (const p of positions) {
    if (p.market !== 'option') continue
    const total = byUnderlying.get(p.underlying) ?? zero(p.underlying)
    total.delta += p.greeks.delta
    total.optionDelta += p.greeks.delta
    total.gamma += p.greeks.gamma
    total.vega += p.greeks.vega
    total.theta += p.greeks.theta
    total.rho += p.greeks.rho
    total.optionPositions += 1
    byUnderlying.set(p.underlying, total)
  }
  for (const p of positions) {
    if (p.market === 'option') continue
    const total = byUnderlying.get(p.symbol)
    if (!total) continue
    const units = p.market === 'spot' ? p.quantity : p.size
    total.delta += (p.side === 'long' ? 1 : -1) * Math.abs(units)
  }
  return [...byUnderlying.values()]
}
