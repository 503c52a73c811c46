/** Funding figures as a perpetual's panel shows them. */
import type { PerpFunding } from '../../../protocol/market.ts'

/** Funding periods of 8 h in a year: the annualised rate is the 8 h rate times this. */
export const PERIODS_PER_YEAR = 3 * 365

export const annualisedRate = (ratePer8h: number): number => ratePer8h * PERIODS_PER_YEAR

/** "+0.0100 %": funding rates are small, so four decimals. */
export function fundingRateText(rate: number): string {
  const text = `${(Math.abs(rate) * 100).toFixed(4)} %`
  if (rate > 0) return `+${text}`
  if (rate < 0) return `−${text}`
  return text
}

/** "07:59:58" until the next funding; 00:00:00 once it is due. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':')
}

/** Mark and index move all the time: read again at least this often. */
export const FUNDING_REFRESH_MS = 30_000

/**
 * When to read the funding again: just after the next funding time (when the new rate applies),
 * and meanwhile every 30 s for fresh mark and index prices; never sooner than 1 s.
 */
export function nextFundingRefetch(f: PerpFunding | undefined, now: number): number | false {
  if (f === undefined) return false
  return Math.max(1_000, Math.min(FUNDING_REFRESH_MS, f.nextFundingTime - now + 1_000))
}
