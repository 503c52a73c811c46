/** Numbers in the market panels: a fixed number of decimals, so columns of figures line up. */
import { priceDecimals } from '../../lib/format.ts'
import { localFormat } from '../../lib/number-locale.ts'

function fixed(decimals: number): Intl.NumberFormat {
  const d = Math.min(12, Math.max(0, Math.floor(decimals)))
  return localFormat(`fixed${d}`, { minimumFractionDigits: d, maximumFractionDigits: d })
}

export const formatFixed = (value: number, decimals: number): string =>
  fixed(decimals).format(value)

/** BASE and QUOTE of a BASE-QUOTE symbol, for column headings ("Size (BTC)"). */
export function symbolParts(symbol: string): { base: string; quote: string } {
  const [base = symbol, quote = ''] = symbol.split('-')
  return { base, quote }
}

/** A spread in the decimals of the prices around it (0.5 at 64,000 is "0.50", not "0.500000"). */
export const formatSpread = (absolute: number, mid: number): string =>
  formatFixed(absolute, priceDecimals(mid))

/** Spreads are small: enough decimals that a tight one does not read 0.00 %. */
export function formatSpreadPercent(percent: number): string {
  const decimals = percent >= 1 ? 2 : percent >= 0.01 ? 3 : 4
  return `${formatFixed(percent, decimals)}%`
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** "14:02:11" in UTC, SPEC §9's display timezone, as the orders tables show times. */
export function formatUtcClock(ms: number): string {
  if (!Number.isFinite(ms)) return '—'
  const d = new Date(ms)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
