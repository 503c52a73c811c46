/**
 * A volatility surface: one raw SVI slice per expiry, sorted by time to expiry T (years). Between
 * expiries total variance is interpolated linearly in T at fixed k = ln(K/F(T)), which keeps it
 * non-decreasing when the slices are; before the first expiry the first slice's volatility is held
 * (w ∝ T); after the last, the last interval's forward variance is extended (flat forward).
 */
import { type SviParams, sviTotalVariance } from './svi.ts'

export interface SurfaceSlice {
  /** Time to expiry in years, > 0. */
  T: number
  params: SviParams
}

export interface VolSurface {
  slices: readonly SurfaceSlice[]
}

export function totalVarianceAt(surface: VolSurface, T: number, k: number): number {
  const { slices } = surface
  const first = slices[0]
  if (!first) throw new RangeError('the surface has no expiries')
  if (!(T > 0)) return 0
  if (T <= first.T) return (sviTotalVariance(first.params, k) * T) / first.T
  let upper = 1
  while (upper < slices.length && (slices[upper] as SurfaceSlice).T < T) upper++
  const lo = slices[Math.min(upper, slices.length - 1) - 1] ?? first
  const hi = slices[Math.min(upper, slices.length - 1)] ?? first
  if (hi === lo) return (sviTotalVariance(first.params, k) * T) / first.T
  const wLo = sviTotalVariance(lo.params, k)
  const wHi = sviTotalVariance(hi.params, k)
  // Inside [lo.T, hi.T] this interpolates; past the last expiry it extends the same slope.
  return wLo + ((wHi - wLo) * (T - lo.T)) / (hi.T - lo.T)
}

/** The model's Black volatility at time to expiry T (years) and log-moneyness k = ln(K/F). */
export function impliedVolAt(surface: VolSurface, T: number, k: number): number {
  if (!(T > 0)) throw new RangeError(`time to expiry must be positive: ${T}`)
  return Math.sqrt(Math.max(totalVarianceAt(surface, T, k), 0) / T)
}
