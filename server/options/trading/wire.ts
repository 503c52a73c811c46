import type { OptionGreeks, OptionPosition, OptionSpec } from '../../../protocol/index.ts'
import { parseOptionName } from '../../../protocol/options/names.ts'
import { OPTION_EXPIRY_HOUR_UTC } from '../../../protocol/options-api.ts'
import type { OptionValuation } from '../types.ts'
import type { OptionPositionState } from './position.ts'

const ZERO_GREEKS: OptionGreeks = { delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 }
const round = (n: number, d: number): number => Number(n.toFixed(d))

/**
 * A contract's spec from its listing, or read off its name when it is no longer listed (the
 * underlying quoted in USD, expiring at the listing hour of its day).
 */
export function specOf(symbol: string, listed: OptionSpec | undefined): OptionSpec | undefined {
  if (listed) return listed
  const c = parseOptionName(symbol)
  if (!c) return undefined
  return {
    underlying: `${c.underlying}-USD`,
    expiry: c.expiry.getTime() + OPTION_EXPIRY_HOUR_UTC * 3_600_000,
    strike: c.strike,
    right: c.kind,
  }
}

/**
 * The wire position: marked at the model's value (the entry premium when the model has none),
 * greeks multiplied by the signed size (a short call's delta is negative, a short put's
 * positive), P&L against the entry premium.
 */
export function optionPositionOf(
  portfolioId: string,
  symbol: string,
  p: OptionPositionState,
  spec: OptionSpec,
  value: OptionValuation | undefined,
  now: Date,
): OptionPosition {
  const size = Math.abs(p.size)
  const mark = value?.markPrice ?? p.avgPrice
  const g = value?.greeks ?? ZERO_GREEKS
  const signedPnl = (p.size > 0 ? mark - p.avgPrice : p.avgPrice - mark) * size
  const cost = p.avgPrice * size
  const times = (x: number): number => round(x * p.size, 10)
  return {
    id: p.id,
    portfolioId,
    symbol,
    market: 'option',
    underlying: spec.underlying,
    expiry: spec.expiry,
    strike: spec.strike,
    right: spec.right,
    side: p.size > 0 ? 'long' : 'short',
    size,
    quantity: size,
    entryPrice: p.avgPrice,
    markPrice: round(mark, 8),
    markIv: value?.markIv ?? 0,
    unrealizedPnl: round(signedPnl, 8),
    unrealizedPnlPercent: cost > 0 ? round((signedPnl / cost) * 100, 4) : 0,
    margin: p.margin,
    realizedPnl: p.realizedPnl,
    greeks: {
      delta: times(g.delta),
      gamma: times(g.gamma),
      vega: times(g.vega),
      theta: times(g.theta),
      rho: times(g.rho),
    },
    updatedAt: now.toISOString(),
  }
}
