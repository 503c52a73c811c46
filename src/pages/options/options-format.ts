/** Number formats of the /options page: volatility in percent, greeks at useful precision. */
import { localFormat as nf } from '../../lib/number-locale.ts'

const dash = '—'

export const formatIv = (sigma: number | null | undefined): string =>
  sigma === null || sigma === undefined || !Number.isFinite(sigma)
    ? dash
    : `${nf('iv', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(sigma * 100)}%`

/** Greeks differ by orders of magnitude (BTC gamma is ~1e-5): four significant digits. */
export const formatGreek = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? dash
    : nf('greek', { maximumSignificantDigits: 4 }).format(value === 0 ? 0 : value)

export const formatOptionPrice = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? dash
    : nf('optPrice', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)

export const formatContracts = (value: number): string =>
  nf('contracts', { maximumFractionDigits: 4 }).format(value)

/** SPEC §9's date style, in UTC: expiries settle at 08:00 UTC whatever the trader's zone. */
export const formatExpiryDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export const daysTo = (ms: number, now: number): number => Math.max(0, (ms - now) / 86_400_000)
