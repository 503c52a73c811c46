/**
 * Option contract names in the Deribit style: `BTC-27DEC26-70000-C` — underlying, expiry day
 * (UTC day, always two digits), strike, C or P.
 */
import type { OptionKind } from './black.ts'

export interface OptionContract {
  underlying: string
  /** The expiry's UTC calendar day; the time of day is not part of the name. */
  expiry: Date
  strike: number
  kind: OptionKind
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const NAME = /^([A-Z][A-Z0-9]{0,9})-(\d{2})([A-Z]{3})(\d{2})-(\d+(?:d\d+)?)-([CP])$/
const UNDERLYING = /^[A-Z][A-Z0-9]{0,9}$/

/** A strike as written in a name: digits, with `d` for a decimal point (`0d5` is 0.5). */
function strikeText(strike: number): string | null {
  if (!(strike > 0) || !Number.isFinite(strike)) return null
  const text = String(strike)
  return /^\d+(\.\d+)?$/.test(text) ? text.replace('.', 'd') : null
}

/** The contract's name; RangeError if a part cannot be written (bad underlying, strike or date). */
export function formatOptionName(contract: OptionContract): string {
  const { underlying, expiry, strike, kind } = contract
  const strikePart = strikeText(strike)
  if (!UNDERLYING.test(underlying) || strikePart === null || Number.isNaN(expiry.getTime())) {
    throw new RangeError(`cannot name option ${underlying} ${strike} ${String(expiry)}`)
  }
  const year = expiry.getUTCFullYear()
  if (year < 2000 || year > 2099) throw new RangeError(`expiry year ${year} is not 20xx`)
  const day = String(expiry.getUTCDate()).padStart(2, '0')
  const month = MONTHS[expiry.getUTCMonth()] ?? ''
  const yy = String(year % 100).padStart(2, '0')
  return `${underlying}-${day}${month}${yy}-${strikePart}-${kind === 'call' ? 'C' : 'P'}`
}

/** The contract a name denotes (expiry at 00:00 UTC of its day), or null if it is not one. */
export function parseOptionName(name: string): OptionContract | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, underlying = '', dd = '', mon = '', yy = '', strikePart = '', cp = ''] = match
  const month = MONTHS.indexOf(mon)
  const day = Number(dd)
  const year = 2000 + Number(yy)
  const expiry = new Date(Date.UTC(year, month, day))
  if (month < 0 || expiry.getUTCDate() !== day || expiry.getUTCMonth() !== month) return null
  const strike = Number(strikePart.replace('d', '.'))
  if (!(strike > 0) || strikeText(strike) !== strikePart) return null
  return { underlying, expiry, strike, kind: cp === 'C' ? 'call' : 'put' }
}
