/**
 * The valuation market of the strategy builder's "today" curve: each leg's volatility read from
 * the volatility surface at its strike and expiry (the SVI slices, interpolated in total
 * variance between expiries), or the leg's own volatility while no surface is known.
 */
import type { VolSurfaceWire } from '../../../protocol/index.ts'
import type { ValuationMarket } from '../../../protocol/options/payoff.ts'
import { impliedVolAt } from '../../../protocol/options/surface/surface.ts'
import type { BuilderLeg } from './strategy-legs.ts'

const YEAR_MS = 365 * 86_400_000

export function payoffMarket(
  surface: VolSurfaceWire | undefined,
  rate: number,
  legs: readonly BuilderLeg[],
): ValuationMarket {
  const fallback = (strike: number, expiry: number) =>
    legs.find((l) => l.strike === strike && l.expiry === expiry)?.iv ?? legs[0]?.iv ?? 0.5
  if (!surface || surface.slices.length === 0) return { rate, volAt: fallback }
  const model = { slices: surface.slices.map((s) => ({ T: s.T, params: s.params })) }
  return {
    rate: surface.rate,
    volAt(strike, expiry) {
      const T = (expiry - surface.time) / YEAR_MS
      if (!(T > 0)) return fallback(strike, expiry)
      const forward = surface.indexPrice * Math.exp(surface.rate * T)
      return impliedVolAt(model, T, Math.log(strike / forward))
    },
  }
}
