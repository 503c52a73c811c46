import { maxDrawdown } from './drawdown.ts'
import { meanOf, negligibleSpread, observed, rfPerPeriod, sampleStd } from './moments.ts'
import { twr } from './returns.ts'

/**
 * Return and risk ratios of one returns series (NaN = missing period, skipped), as shown on
 * screen with their definitions. ppy is the number of periods per year (365 crypto, 252 others).
 */

export { rfPerPeriod }

/** (1 + twr)^(ppy / n) − 1, n counting ALL periods (a missing one still let time pass). */
export function annualisedReturn(r: readonly number[], ppy: number): number | null {
  if (r.length === 0) return null
  return (1 + twr(r)) ** (ppy / r.length) - 1
}

/** std(r, ddof = 1) · √ppy; null below 2 observations. */
export function annualisedVolatility(r: readonly number[], ppy: number): number | null {
  const x = observed(r)
  if (x.length < 2) return null
  return sampleStd(x, meanOf(x)) * Math.sqrt(ppy)
}

function excess(r: readonly number[], rfAnnual: number, ppy: number): Float64Array {
  const x = observed(r)
  const rf = rfPerPeriod(rfAnnual, ppy)
  for (let i = 0; i < x.length; i++) x[i] = (x[i] ?? 0) - rf
  return x
}

/** mean(e) / std(e, ddof = 1) · √ppy, e = r − rf per period; null below 2 observations or no spread. */
export function sharpe(r: readonly number[], rfAnnual: number, ppy: number): number | null {
  const e = excess(r, rfAnnual, ppy)
  if (e.length < 2) return null
  const m = meanOf(e)
  const sd = sampleStd(e, m)
  return negligibleSpread(sd, m) ? null : (m / sd) * Math.sqrt(ppy)
}

/** mean(e) / √mean(min(e, 0)²) · √ppy (downside deviation over all observations). */
export function sortino(r: readonly number[], rfAnnual: number, ppy: number): number | null {
  const e = excess(r, rfAnnual, ppy)
  if (e.length === 0) return null
  let down = 0
  for (const v of e) if (v < 0) down += v * v
  const dd = Math.sqrt(down / e.length)
  return dd === 0 ? null : (meanOf(e) / dd) * Math.sqrt(ppy)
}

/** Σ max(r − th, 0) / Σ max(th − r, 0), th = rf per period; null when nothing is below th. */
export function omega(r: readonly number[], rfAnnual: number, ppy: number): number | null {
  const th = rfPerPeriod(rfAnnual, ppy)
  let gains = 0
  let losses = 0
  for (const v of r) {
    if (v > th) gains += v - th
    else if (v < th) losses += th - v
  }
  return losses === 0 ? null : gains / losses
}

/** Annualised return / |maximum drawdown|. */
export function calmar(r: readonly number[], ppy: number): number | null {
  const a = annualisedReturn(r, ppy)
  const dd = maxDrawdown(r)
  return a === null || dd === null ? null : a / Math.abs(dd.depth)
}
