import { meanOf, observed, rfPerPeriod } from './moments.ts'

/**
 * Rolling statistics over the last `window` PERIODS, in O(n): running sums of the values shifted
 * by the series' mean (which keeps the variance from cancelling), rebuilt from scratch every
 * `window` steps so rounding cannot drift over a long series.
 */
export interface RollingMoments {
  /** Observations in the window; 0 where the figure is null (warm-up or too few). */
  count: Int32Array
  mean: Float64Array
  /** Sample standard deviation (ddof = 1). */
  sd: Float64Array
  /** True where the spread is rounding noise (a constant window). */
  flat: Uint8Array
}

export function rollingMoments(r: readonly number[], window: number): RollingMoments {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`Bad window ${window}`)
  const n = r.length
  const out: RollingMoments = {
    count: new Int32Array(n),
    mean: new Float64Array(n),
    sd: new Float64Array(n),
    flat: new Uint8Array(n),
  }
  const shift = observed(r).length > 0 ? meanOf(observed(r)) : 0
  const minObs = Math.max(2, Math.ceil(window / 2))
  let s1 = 0
  let s2 = 0
  let k = 0
  for (let i = 0; i < n; i++) {
    if (i % window === window - 1) {
      s1 = s2 = k = 0
      for (let j = i - window + 1; j <= i; j++) {
        const v = (r[j] ?? Number.NaN) - shift
        if (Number.isNaN(v)) continue
        s1 += v
        s2 += v * v
        k++
      }
    } else {
      const v = (r[i] ?? Number.NaN) - shift
      if (!Number.isNaN(v)) {
        s1 += v
        s2 += v * v
        k++
      }
      const old = i >= window ? (r[i - window] ?? Number.NaN) - shift : Number.NaN
      if (!Number.isNaN(old)) {
        s1 -= old
        s2 -= old * old
        k--
      }
    }
    if (i < window - 1 || k < minObs) continue
    const variance = Math.max(0, (s2 - (s1 * s1) / k) / (k - 1))
    out.count[i] = k
    out.mean[i] = shift + s1 / k
    out.sd[i] = Math.sqrt(variance)
    // Below this the sums cannot tell the variance from their own rounding.
    out.flat[i] = variance <= 1e-13 * (s2 / k) ? 1 : 0
  }
  return out
}

/** Rolling annualised Sharpe: mean(e) / sd(e) · √ppy in each window; null when flat or too few. */
export function rollingSharpeFrom(
  m: RollingMoments,
  rfAnnual: number,
  ppy: number,
): (number | null)[] {
  const rf = rfPerPeriod(rfAnnual, ppy)
  const root = Math.sqrt(ppy)
  return Array.from(m.count, (k, i) =>
    k === 0 || m.flat[i] ? null : (((m.mean[i] ?? 0) - rf) / (m.sd[i] ?? 1)) * root,
  )
}

export function rollingVolatilityFrom(m: RollingMoments, ppy: number): (number | null)[] {
  const root = Math.sqrt(ppy)
  return Array.from(m.count, (k, i) => (k === 0 ? null : m.flat[i] ? 0 : (m.sd[i] ?? 0) * root))
}

/** One value per index: null before the first full window and with fewer than max(2, ⌈window/2⌉) observations. */
export function rollingSharpe(
  r: readonly number[],
  window: number,
  rfAnnual: number,
  ppy: number,
): (number | null)[] {
  return rollingSharpeFrom(rollingMoments(r, window), rfAnnual, ppy)
}

export function rollingVolatility(
  r: readonly number[],
  window: number,
  ppy: number,
): (number | null)[] {
  return rollingVolatilityFrom(rollingMoments(r, window), ppy)
}

/**
 * Over the periods where both are observed: beta = cov(r, b) / var(b), correlation = Pearson
 * (ddof = 1 both). null below 2 pairs or with no spread.
 */
export function betaCorrelation(
  r: readonly number[],
  b: readonly number[],
): { beta: number | null; correlation: number | null } {
  const xs: number[] = []
  const ys: number[] = []
  for (let t = 0; t < Math.min(r.length, b.length); t++) {
    const x = r[t] ?? Number.NaN
    const y = b[t] ?? Number.NaN
    if (Number.isNaN(x) || Number.isNaN(y)) continue
    xs.push(x)
    ys.push(y)
  }
  if (xs.length < 2) return { beta: null, correlation: null }
  const mx = meanOf(xs)
  const my = meanOf(ys)
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let t = 0; t < xs.length; t++) {
    const dx = (xs[t] ?? 0) - mx
    const dy = (ys[t] ?? 0) - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  // As negligibleSpread: a spread below 1e-14 of the mean is rounding noise.
  const flatX = !(sxx > 1e-28 * mx * mx * xs.length)
  const flatY = !(syy > 1e-28 * my * my * ys.length)
  return {
    beta: flatY ? null : sxy / syy,
    correlation: flatX || flatY ? null : sxy / Math.sqrt(sxx * syy),
  }
}
