import { localFormat as nf } from './number-locale.ts'

/** Decimals a price needs: 2 from 10 up, 4 from 1 (FX), 6 below. */
export function priceDecimals(value: number): number {
  const abs = Math.abs(value)
  if (abs >= 10) return 2
  if (abs >= 1) return 4
  return 6
}

export function formatPrice(value: number): string {
  const d = priceDecimals(value)
  return nf(`p${d}`, { minimumFractionDigits: d, maximumFractionDigits: d }).format(value)
}

export function formatMoney(value: number, currency = 'USD'): string {
  return nf(`m${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

export function formatSignedMoney(value: number, currency = 'USD'): string {
  const text = formatMoney(Math.abs(value), currency)
  if (value > 0) return `+${text}`
  if (value < 0) return `−${text}`
  return text
}

export function formatPercent(value: number): string {
  const text = nf('pct', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(value),
  )
  if (value > 0) return `+${text}%`
  if (value < 0) return `−${text}%`
  return `${text}%`
}

export function formatQuantity(value: number): string {
  return nf('qty', { maximumFractionDigits: 8 }).format(value)
}

export function formatVolume(value: number): string {
  return nf('vol', { notation: 'compact', maximumFractionDigits: 2 }).format(value)
}

export function trendClass(value: number): 'up' | 'down' | 'flat' {
  if (value > 0) return 'up'
  if (value < 0) return 'down'
  return 'flat'
}

/** "14:02:11": a time of day, for "as of" notes on saved data. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-GB', { hour12: false })
}
