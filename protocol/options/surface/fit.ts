/**
 * Least-squares fit of one raw SVI slice to (k, w) points. A multi-start Levenberg–Marquardt fit
 * within bounds (b(1 + |ρ|) ≤ 2, Lee's wing limit, among them) is kept if it passes the butterfly
 * check and, when an earlier slice is given, the calendar check against it. Otherwise the fit is
 * redone with the violations as penalty residuals of growing weight; if that still fails, the
 * slice falls back to the best SSVI slice within Gatheral–Jacquier's bounds θφ(1 + |ρ|) < 4 and
 * θφ²(1 + |ρ|) ≤ 4, butterfly-free by construction, moved as far toward the unconstrained fit
 * (linearly in the raw parameters, by bisection) as the checks allow.
 */
import { butterflyViolations, checkGrid } from './arbitrage.ts'
import { levenbergMarquardt } from './least-squares.ts'
import { ssviToRaw } from './ssvi.ts'
import {
  type SviParams,
  type SviPoint,
  sviDensityFactor,
  sviMinimumVariance,
  sviTotalVariance,
} from './svi.ts'

export interface SviFit {
  params: SviParams
  /** Root-mean-square error in total variance over the points. */
  rmse: number
  /** 'svi' free fit, 'penalised' refit against violations, 'ssvi' the constrained fallback. */
  method: 'svi' | 'penalised' | 'ssvi'
}

export interface SviFitOptions {
  /** The previous expiry's slice: the fit's total variance must not fall below it. */
  floor?: SviParams | undefined
}

const RHO_LIMIT = 0.999
const PENALTY_GRID = checkGrid(-3, 3, 0.025)
/** Penalising g below a small margin leaves room for the points between the penalty grid's. */
const DENSITY_MARGIN = 1e-3
const toParams = ([a = 0, b = 0, rho = 0, m = 0, sigma = 0]: number[]): SviParams => ({
  a,
  b,
  rho,
  m,
  sigma,
})

function dataResiduals(params: SviParams, points: readonly SviPoint[]): number[] {
  return points.map((p) => sviTotalVariance(params, p.k) - p.w)
}

function penaltyResiduals(params: SviParams, weight: number, floor?: SviParams): number[] {
  const out = [weight * Math.min(0, sviMinimumVariance(params))]
  for (const k of PENALTY_GRID) {
    out.push(weight * Math.min(0, sviDensityFactor(params, k) - DENSITY_MARGIN))
    if (floor)
      out.push(weight * Math.min(0, sviTotalVariance(params, k) - sviTotalVariance(floor, k)))
  }
  return out.map((x) => (Number.isFinite(x) ? x : weight))
}

function isClean(params: SviParams, floor?: SviParams): boolean {
  if (butterflyViolations(params).length > 0) return false
  if (!floor) return true
  return checkGrid().every((k) => sviTotalVariance(params, k) >= sviTotalVariance(floor, k))
}

function starts(points: readonly SviPoint[]): number[][] {
  const sorted = [...points].sort((x, y) => x.k - y.k)
  const lowest = sorted.reduce((best, p) => (p.w < best.w ? p : best), sorted[0] as SviPoint)
  const slope = (p: SviPoint | undefined, q: SviPoint | undefined) =>
    p && q && q.k !== p.k ? (q.w - p.w) / (q.k - p.k) : 0
  const left = slope(sorted[0], sorted[1])
  const right = slope(sorted.at(-2), sorted.at(-1))
  const b = Math.min(1.9, Math.max(1e-3, (right - left) / 2))
  const rhoFromWings = Math.max(-0.9, Math.min(0.9, (right + left) / (right - left || 1)))
  const span = Math.max(1e-3, (sorted.at(-1)?.k ?? 0) - (sorted[0]?.k ?? 0))
  const out: number[][] = []
  for (const m of [lowest.k, 0]) {
    for (const rho of [rhoFromWings, 0]) {
      for (const sigma of [0.05 * span, 0.2 * span, 0.6 * span]) {
        out.push([lowest.w - b * sigma * Math.sqrt(1 - rho * rho), b, rho, m, sigma])
      }
    }
  }
  return out
}

function rawBox(points: readonly SviPoint[]) {
  const wMax = Math.max(...points.map((p) => p.w))
  const kMin = Math.min(...points.map((p) => p.k))
  const kMax = Math.max(...points.map((p) => p.k))
  return {
    lower: [-2 * wMax, 0, -RHO_LIMIT, kMin - 1, 1e-4],
    upper: [2 * wMax, 2, RHO_LIMIT, kMax + 1, 5],
  }
}

function fitRaw(points: readonly SviPoint[], weight: number, from: number[][], floor?: SviParams) {
  const box = rawBox(points)
  const residuals = (p: number[]) => {
    const params = toParams(p)
    const wings = weight * Math.max(0, params.b * (1 + Math.abs(params.rho)) - 2)
    const data = dataResiduals(params, points)
    return weight > 0
      ? [...data, wings, ...penaltyResiduals(params, weight, floor)]
      : [...data, wings]
  }
  let best = levenbergMarquardt(residuals, from[0] ?? [], box)
  for (const start of from.slice(1)) {
    const next = levenbergMarquardt(residuals, start, box)
    if (next.cost < best.cost) best = next
  }
  return toParams(best.params)
}

/** SSVI slice (θ, ρ, φ) with φ cut to the butterfly bounds for its θ and ρ. */
function boundedSsvi([theta = 0, rho = 0, phi = 0]: number[]): SviParams {
  const lee = theta * (1 + Math.abs(rho))
  const limit = Math.min((4 * (1 - 1e-9)) / lee, Math.sqrt(4 / lee))
  return ssviToRaw(theta, Math.min(phi, limit), rho)
}

function fitSsvi(points: readonly SviPoint[]): SviParams {
  const wMax = Math.max(...points.map((p) => p.w))
  const atm = points.reduce((best, p) => (Math.abs(p.k) < Math.abs(best.k) ? p : best))
  const box = { lower: [1e-10, -RHO_LIMIT, 1e-4], upper: [2 * wMax, RHO_LIMIT, 1e4] }
  const residuals = (p: number[]) => dataResiduals(boundedSsvi(p), points)
  let best = levenbergMarquardt(residuals, [atm.w, 0, 1], box)
  for (const rho of [-0.5, 0.5]) {
    const next = levenbergMarquardt(residuals, [atm.w, rho, 1 / Math.sqrt(atm.w)], box)
    if (next.cost < best.cost) best = next
  }
  return boundedSsvi(best.params)
}

function rmse(params: SviParams, points: readonly SviPoint[]): number {
  const r = dataResiduals(params, points)
  return Math.sqrt(r.reduce((s, x) => s + x * x, 0) / r.length)
}

const KEYS = ['a', 'b', 'rho', 'm', 'sigma'] as const

/** The point furthest along the segment from a clean slice to a dirty one that is still clean. */
function blendTowards(clean: SviParams, dirty: SviParams, floor?: SviParams): SviParams {
  const at = (t: number) =>
    Object.fromEntries(
      KEYS.map((key) => [key, clean[key] + t * (dirty[key] - clean[key])]),
    ) as Record<(typeof KEYS)[number], number>
  let lo = 0
  let hi = 1
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2
    if (isClean(at(mid), floor)) lo = mid
    else hi = mid
  }
  return at(lo)
}

/** Needs at least five points with distinct k. */
export function fitSvi(points: readonly SviPoint[], options: SviFitOptions = {}): SviFit {
  if (new Set(points.map((p) => p.k)).size < 5 || points.some((p) => !(p.w > 0))) {
    throw new RangeError('an SVI fit needs five or more points with distinct k and w > 0')
  }
  const { floor } = options
  const free = fitRaw(points, 0, starts(points))
  if (isClean(free, floor)) return { params: free, rmse: rmse(free, points), method: 'svi' }
  let params = free
  const scale = Math.max(...points.map((p) => p.w))
  for (const weight of [1e-2, 1, 1e2].map((x) => x * scale)) {
    params = fitRaw(
      points,
      weight,
      [[params.a, params.b, params.rho, params.m, params.sigma]],
      floor,
    )
    if (isClean(params, floor)) return { params, rmse: rmse(params, points), method: 'penalised' }
  }
  const anchor = fitSsvi(points)
  const blended = blendTowards(anchor, free, floor)
  return { params: blended, rmse: rmse(blended, points), method: 'ssvi' }
}
