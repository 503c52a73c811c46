/** How the strategies pages write their figures (shared by the three pages). */
import { formatMoney, formatPercent, formatPrice, formatQuantity } from '../../lib/format.ts'
import { localFormat } from '../../lib/number-locale.ts'

const fixed = (digits: number) =>
  localFormat(`stg${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits })

export const NO_VALUE = '—'

/** A fraction as a signed percentage: 0.0123 → "+1.23%". */
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? NO_VALUE : formatPercent(x * 100)

/** A share as an unsigned percentage: 0.5 → "50.0%". */
export const share = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? NO_VALUE : `${fixed(1).format(x * 100)}%`

export const money = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? NO_VALUE : formatMoney(x)

export const price = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? NO_VALUE : formatPrice(x)

export const qty = (x: number): string => formatQuantity(x)

export const ratio = (x: number | null | undefined): string => {
  if (x === null || x === undefined || !Number.isFinite(x)) return NO_VALUE
  return x < 0 ? `−${fixed(2).format(-x)}` : fixed(2).format(x)
}

/** UTC "2026-11-24 14:05", the server's clock. */
export const when = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 16).replace('T', ' ')

/** UTC "2026-11-24". */
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export const tone = (x: number | null | undefined): string =>
  x === null || x === undefined || x === 0 ? '' : x > 0 ? 'up' : 'down'
