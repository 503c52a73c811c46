/**
 * Shared building blocks: a returns array uses NaN for a missing period, and every statistic
 * skips those periods the way numpy's nan-functions do.
 */

/** The observed (non-NaN) values, in order. */
export function observed(x: readonly number[]): Float64Array {
  let n = 0
  for (const v of x) if (!Number.isNaN(v)) n++
  const out = new Float64Array(n)
  let k = 0
  for (const v of x) if (!Number.isNaN(v)) out[k++] = v
  return out
}

/** Arithmetic mean; NaN for no values. */
export function meanOf(x: ArrayLike<number>): number {
  let s = 0
  for (let i = 0; i < x.length; i++) s += x[i] ?? 0
  return x.length === 0 ? Number.NaN : s / x.length
}

/** Sample standard deviation (ddof = 1) around a known mean, two-pass for accuracy; NaN below 2 values. */
export function sampleStd(x: ArrayLike<number>, mean: number): number {
  if (x.length < 2) return Number.NaN
  let ss = 0
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] ?? 0) - mean
    ss += d * d
  }
  return Math.sqrt(ss / (x.length - 1))
}

/**
 * A spread that is rounding noise around the mean: a constant series computes a standard
 * deviation of ~1e-18, not 0, and dividing by it would give an absurd ratio instead of "none".
 */
export function negligibleSpread(sd: number, mean: number): boolean {
  return !(sd > 1e-14 * Math.abs(mean))
}

/** Risk-free return per period from an annual rate: (1 + annual)^(1 / ppy) − 1. */
export function rfPerPeriod(annual: number, ppy: number): number {
  return (1 + annual) ** (1 / ppy) - 1
}
