import type { Rng } from './rng.ts'

const YEAR_MS = 365 * 24 * 3600 * 1000

/**
 * One geometric-Brownian step: the log return over `dtMs` at annualised volatility `sigma`.
 * The drift term keeps the expected price flat instead of creeping upward.
 */
export function logReturn(rng: Rng, sigma: number, dtMs: number): number {
  const dt = dtMs / YEAR_MS
  return -0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * rng.normal()
}

export const stepPrice = (rng: Rng, price: number, sigma: number, dtMs: number): number =>
  price * Math.exp(logReturn(rng, sigma, dtMs))
