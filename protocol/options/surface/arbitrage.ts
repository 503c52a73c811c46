/**
 * Static-arbitrage checks on a dense grid of log-moneyness k = ln(K/F). The default grid covers
 * k ∈ [−3, 3] in steps of 0.005 (1,201 points): strikes from 5 % to 20 times the forward, beyond
 * three standard deviations for a year at 100 % volatility, so every listed strike lies inside.
 * Each check returns the violations it found, an empty list when the surface is clean.
 */
import type { VolSurface } from './surface.ts'
import { type SviParams, sviDensityFactor, sviTotalVariance } from './svi.ts'

export const CHECK_K_MIN = -3
export const CHECK_K_MAX = 3
const CHECK_STEP = 0.005
/** Roundings of w near 1e-3 and of g near 1 stay well under these; real arbitrage does not. */
const DENSITY_TOLERANCE = 1e-10
const CALENDAR_TOLERANCE = 1e-13

export function checkGrid(kMin = CHECK_K_MIN, kMax = CHECK_K_MAX, step = CHECK_STEP): number[] {
  const n = Math.round((kMax - kMin) / step)
  return Array.from({ length: n + 1 }, (_, i) => kMin + ((kMax - kMin) * i) / n)
}

const DEFAULT_GRID = checkGrid()

export type ButterflyViolation =
  | { kind: 'negative_variance'; k: number; w: number }
  | { kind: 'negative_density'; k: number; g: number }

export interface CalendarViolation {
  k: number
  /** The earlier and later expiry (years) whose total variances cross. */
  T1: number
  T2: number
  w1: number
  w2: number
}

/** Points where w ≤ 0 or Gatheral's density factor g(k) < 0. */
export function butterflyViolations(
  params: SviParams,
  grid: readonly number[] = DEFAULT_GRID,
): ButterflyViolation[] {
  const found: ButterflyViolation[] = []
  for (const k of grid) {
    const w = sviTotalVariance(params, k)
    if (!(w > 0)) {
      found.push({ kind: 'negative_variance', k, w })
      continue
    }
    const g = sviDensityFactor(params, k)
    if (!(g >= -DENSITY_TOLERANCE)) found.push({ kind: 'negative_density', k, g })
  }
  return found
}

/** Points where a later expiry's total variance is below an earlier one's (consecutive pairs). */
export function calendarViolations(
  surface: VolSurface,
  grid: readonly number[] = DEFAULT_GRID,
): CalendarViolation[] {
  const found: CalendarViolation[] = []
  const { slices } = surface
  for (let i = 1; i < slices.length; i++) {
    const early = slices[i - 1]
    const late = slices[i]
    if (!early || !late) continue
    if (!(late.T > early.T)) {
      found.push({ k: Number.NaN, T1: early.T, T2: late.T, w1: Number.NaN, w2: Number.NaN })
      continue
    }
    for (const k of grid) {
      const w1 = sviTotalVariance(early.params, k)
      const w2 = sviTotalVariance(late.params, k)
      if (!(w2 >= w1 - CALENDAR_TOLERANCE * Math.max(1, w1))) {
        found.push({ k, T1: early.T, T2: late.T, w1, w2 })
      }
    }
  }
  return found
}

/** Every butterfly violation of every slice, tagged with its expiry. */
export function surfaceButterflyViolations(
  surface: VolSurface,
  grid: readonly number[] = DEFAULT_GRID,
): (ButterflyViolation & { T: number })[] {
  return surface.slices.flatMap((slice) =>
    butterflyViolations(slice.params, grid).map((v) => ({ ...v, T: slice.T })),
  )
}
