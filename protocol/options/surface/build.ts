/**
 * The simulator's surface for one underlying: an SSVI surface (ssvi.ts) whose at-the-money total
 * variance is θ(T) = σ_ATM(T)²·T from the underlying's realised volatility, with a skew ρ and a
 * curvature η. The inputs are clamped into the no-arbitrage bounds and θ is kept non-decreasing,
 * so the result has neither butterfly nor calendar arbitrage whatever it is given.
 */
import { clampShape, powerLawPhi, type SsviShape, ssviToRaw } from './ssvi.ts'
import type { VolSurface } from './surface.ts'

export interface SurfaceInputs {
  /** ATM volatility (annualised), a number or a term structure in T (years). */
  atmVol: number | ((T: number) => number)
  /** ρ: negative when puts are richer, as in crypto. */
  skew: number
  /** η: the smile's curvature level (0.5–1.5 is typical; clamped to 2/(1 + |ρ|)). */
  curvature: number
  /** γ: how fast the smile flattens with T; ½ (the default) makes ATM skew ∝ 1/√T when short. */
  flattening?: number
}

/** A surface with a slice at each time to expiry (years, any order; duplicates dropped). */
export function buildSurface(inputs: SurfaceInputs, expiries: readonly number[]): VolSurface {
  const shape: SsviShape = clampShape({
    rho: inputs.skew,
    eta: inputs.curvature,
    gamma: inputs.flattening ?? 0.5,
  })
  const times = [...new Set(expiries)].filter((T) => T > 0).sort((x, y) => x - y)
  const atm = typeof inputs.atmVol === 'number' ? () => inputs.atmVol as number : inputs.atmVol
  let theta = 0
  return {
    slices: times.map((T) => {
      const vol = atm(T)
      if (!(vol > 0) || !Number.isFinite(vol))
        throw new RangeError(`ATM volatility ${vol} at T=${T}`)
      // A falling ATM term structure may not lower total variance: that is calendar arbitrage.
      theta = Math.max(theta, vol * vol * T)
      return { T, params: ssviToRaw(theta, powerLawPhi(theta, shape), shape.rho) }
    }),
  }
}
