import { normalPdf, normalQuantile } from './normal.ts'

/**
 * Value at risk and expected shortfall of a book of exposures (USD, signed: negative is short)
 * over asset returns `returns[i][t]` (asset i, day t). Losses come out as positive numbers.
 */

/** Mean of the observed values (NaN skipped); NaN when there are none. */
export function mean(x: readonly number[]): number {
  let s = 0
  let n = 0
  for (const v of x) {
    if (Number.isNaN(v)) continue
    s += v
    n++
  }
  return n === 0 ? Number.NaN : s / n
}

/** Days on which every asset has a return: a covariance needs the same days for all (listwise). */
function completeDays(returns: readonly (readonly number[])[]): number[] {
  const days = Math.min(...returns.map((row) => row.length))
  const out: number[] = []
  for (let t = 0; t < days; t++) if (returns.every((row) => !Number.isNaN(row[t] ?? 0))) out.push(t)
  return out
}

/** Sample covariance matrix (ddof = 1) of the rows, over the days where all rows are observed. */
export function covariance(returns: readonly (readonly number[])[]): number[][] {
  const n = returns.length
  if (n === 0) return []
  const days = completeDays(returns)
  const centred = returns.map((row) => {
    const xs = days.map((t) => row[t] ?? 0)
    const m = mean(xs)
    return xs.map((x) => x - m)
  })
  const out = returns.map(() => new Array<number>(n).fill(Number.NaN))
  for (let i = 0; i < n; i++) {
    const a = centred[i] as number[]
    for (let j = 0; j <= i; j++) {
      const b = centred[j] as number[]
      let s = 0
      for (let t = 0; t < a.length; t++) s += (a[t] ?? 0) * (b[t] ?? 0)
      const c = a.length < 2 ? Number.NaN : s / (a.length - 1)
      ;(out[i] as number[])[j] = c
      ;(out[j] as number[])[i] = c
    }
  }
  return out
}

/** Pearson correlation of the rows; an asset with no spread correlates 0 with the others (1 with itself). */
export function correlation(returns: readonly (readonly number[])[]): number[][] {
  const cov = covariance(returns)
  const sd = cov.map((row, i) => Math.sqrt(row[i] ?? 0))
  return cov.map((row, i) =>
    row.map((c, j) => {
      if (i === j) return 1
      const d = (sd[i] ?? 0) * (sd[j] ?? 0)
      return d > 0 && Number.isFinite(c) ? Math.max(-1, Math.min(1, c / d)) : 0
    }),
  )
}

/** numpy's default quantile (`method='linear'`) of values sorted ascending; NaN when empty. */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length
  if (n === 0) return Number.NaN
  const h = (n - 1) * p
  const lo = Math.floor(h)
  const a = sorted[lo] ?? Number.NaN
  if (lo >= n - 1) return sorted[n - 1] ?? Number.NaN
  const b = sorted[lo + 1] ?? Number.NaN
  const g = h - lo
  // numpy's lerp: from the nearer end, so that g = 1 gives b exactly.
  return g >= 0.5 ? b - (b - a) * (1 - g) : a + (b - a) * g
}

/** P&L per day: pnl_t = Σ_i exposure_i · returns[i][t] (NaN when a return is missing). */
export function historicalPnl(
  exposures: readonly number[],
  returns: readonly (readonly number[])[],
): number[] {
  const days = returns.length === 0 ? 0 : Math.min(...returns.map((row) => row.length))
  const pnl = new Array<number>(days).fill(0)
  returns.forEach((row, i) => {
    const e = exposures[i] ?? 0
    for (let t = 0; t < days; t++) pnl[t] = (pnl[t] ?? 0) + e * (row[t] ?? 0)
  })
  return pnl
}

/**
 * VaR = −quantile(sorted P&L, 1 − level); ES = −mean(P&L ≤ −VaR); missing days skipped. Both scaled
 * by √horizonDays. With no P&L at all both are 0: nothing measured, nothing reported at risk.
 */
export function historicalVar(
  pnl: readonly number[],
  level: number,
  horizonDays: number,
): { var: number; es: number } {
  const sorted = Float64Array.from(pnl.filter((v) => !Number.isNaN(v))).sort()
  return tailOfSorted(sorted, level, Math.sqrt(horizonDays))
}

/** VaR and ES from P&L already sorted ascending, times `scale`. */
export function tailOfSorted(
  sorted: Float64Array,
  level: number,
  scale: number,
): { var: number; es: number } {
  if (sorted.length === 0) return { var: 0, es: 0 }
  const q = quantile(sorted, 1 - level)
  let s = 0
  let k = 0
  for (; k < sorted.length && (sorted[k] ?? 0) <= q; k++) s += sorted[k] ?? 0
  // + 0 turns a −0 into 0.
  return { var: -q * scale + 0, es: (-s / k) * scale + 0 }
}

function portfolioMoments(
  exposures: readonly number[],
  means: readonly number[],
  cov: readonly (readonly number[])[],
): { mu: number; sigma: number; covE: number[] } {
  const covE = cov.map((row) => row.reduce((s, c, j) => s + c * (exposures[j] ?? 0), 0))
  let mu = 0
  let variance = 0
  exposures.forEach((e, i) => {
    mu += e * (means[i] ?? 0)
    variance += e * (covE[i] ?? 0)
  })
  return { mu, sigma: Math.sqrt(Math.max(0, variance)), covE }
}

/**
 * Delta-normal with the mean: μ_p = e·μ, σ_p = √(eᵀΣe), over h days μ_p·h and σ_p·√h;
 * VaR = z·σ − μ, ES = σ·φ(z) / (1 − level) − μ, z = Φ⁻¹(level).
 */
export function parametricVar(
  exposures: readonly number[],
  means: readonly number[],
  cov: readonly (readonly number[])[],
  level: number,
  horizonDays: number,
): { var: number; es: number } {
  const { mu, sigma } = portfolioMoments(exposures, means, cov)
  const m = mu * horizonDays
  const s = sigma * Math.sqrt(horizonDays)
  const z = normalQuantile(level)
  return { var: z * s - m, es: (s * normalPdf(z)) / (1 - level) - m }
}

/**
 * Euler decomposition of the parametric VaR: marginal_i = z·√h·(Σe)_i / σ_p − μ_i·h,
 * component_i = e_i · marginal_i (they sum to the total), share_i = component_i / total.
 */
export function componentVar(
  exposures: readonly number[],
  means: readonly number[],
  cov: readonly (readonly number[])[],
  level: number,
  horizonDays = 1,
): { total: number; marginal: number[]; component: number[]; share: number[] } {
  const { mu, sigma, covE } = portfolioMoments(exposures, means, cov)
  const z = normalQuantile(level) * Math.sqrt(horizonDays)
  const marginal = exposures.map(
    (_, i) => (sigma > 0 ? (z * (covE[i] ?? 0)) / sigma : 0) - (means[i] ?? 0) * horizonDays,
  )
  const component = exposures.map((e, i) => e * (marginal[i] ?? 0))
  const total = z * sigma - mu * horizonDays
  return {
    total,
    marginal,
    component,
    share: component.map((c) => (total === 0 ? 0 : c / total)),
  }
}
