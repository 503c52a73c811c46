/**
 * Raw SVI (Gatheral 2004): total implied variance w(k) = a + b(ρ(k − m) + √((k − m)² + σ²)) at
 * log-moneyness k = ln(K/F), and its first two derivatives in k, which the density check needs.
 */
export interface SviParams {
  a: number
  b: number
  rho: number
  m: number
  sigma: number
}

export interface SviPoint {
  /** ln(K/F). */
  k: number
  /** Total implied variance σ_BS²·T. */
  w: number
}

export function sviTotalVariance(p: SviParams, k: number): number {
  const d = k - p.m
  return p.a + p.b * (p.rho * d + Math.sqrt(d * d + p.sigma * p.sigma))
}

/** w, w′ and w″ at k. */
export function sviDerivatives(p: SviParams, k: number): { w: number; w1: number; w2: number } {
  const d = k - p.m
  const root = Math.sqrt(d * d + p.sigma * p.sigma)
  return {
    w: p.a + p.b * (p.rho * d + root),
    w1: p.b * (p.rho + d / root),
    w2: (p.b * p.sigma * p.sigma) / (root * root * root),
  }
}

/** The smallest total variance of the slice, a + bσ√(1 − ρ²), reached at k = m − ρσ/√(1 − ρ²). */
export function sviMinimumVariance(p: SviParams): number {
  return p.a + p.b * p.sigma * Math.sqrt(1 - p.rho * p.rho)
}

/**
 * Gatheral's g(k) = (1 − k w′/(2w))² − (w′²/4)(1/w + 1/4) + w″/2: the risk-neutral density of ln K
 * is g(k)/√(2πw)·e^{−d₂²/2}, so g < 0 anywhere means a butterfly spread with negative price.
 */
export function sviDensityFactor(p: SviParams, k: number): number {
  const { w, w1, w2 } = sviDerivatives(p, k)
  const skew = 1 - (k * w1) / (2 * w)
  return skew * skew - ((w1 * w1) / 4) * (1 / w + 0.25) + w2 / 2
}
