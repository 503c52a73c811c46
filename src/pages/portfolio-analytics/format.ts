/** How the page writes its figures, in the UI language's number style. */
import { formatPercent } from '../../lib/format.ts'
import { localFormat } from '../../lib/number-locale.ts'

/** Shown where a figure has no value (too little history, no solution). */
export const NO_VALUE = '—'

/** A return given as a fraction: 0.0123 → "+1.23%". */
export const formatReturn = (r: number | null | undefined): string =>
  r === null || r === undefined || !Number.isFinite(r) ? NO_VALUE : formatPercent(r * 100)

/** A ratio or coefficient: 1.2345 → "1.23", −0.5 → "−0.50". */
export function formatRatio(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return NO_VALUE
  const text = localFormat('ratio2', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(x),
  )
  return x < 0 ? `−${text}` : text
}

/** A short value for a heat map cell: 0.0123 → "1.2". */
export function formatCell(r: number): string {
  const f = localFormat('cell1', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const text = f.format(Math.abs(r * 100))
  // A loss too small to show is "0.0", not "−0.0".
  return r < 0 && text !== f.format(0) ? `−${text}` : text
}

/** The rate as the trader types it: a fraction 0.04 → "4" (percent, up to 4 decimals). */
export const formatRatePercent = (annual: number): string =>
  localFormat('rate4', { maximumFractionDigits: 4, useGrouping: false }).format(annual * 100)

/** `YYYY-MM-DD` of a time (UTC): the server's days. */
export const formatDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** `YYYY-MM` of a month's time (UTC). */
export const formatMonth = (ms: number): string => new Date(ms).toISOString().slice(0, 7)

/** A level with no direction, as a fraction: volatility 0.135 → "13.50%". */
export function formatLevel(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return NO_VALUE
  const f = localFormat('level2', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${f.format(x * 100)}%`
}

/** A small rate to four significant digits: 0.000107 → "0.01075%" (per-period risk-free). */
export function formatRate(x: number): string {
  const f = localFormat('rate4sig', { maximumSignificantDigits: 4 })
  return `${f.format(x * 100)}%`
}
