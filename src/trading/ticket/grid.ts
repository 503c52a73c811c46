/**
 * An instrument's price and quantity grids (tick and lot sizes) as the ticket sees them: what a
 * trader types is checked against the grid, never silently rounded, except where the ticket
 * itself derives a quantity (from a quote amount or a quick size), which rounds down to a lot.
 */
import { usesDecimalComma } from '../../lib/number-locale.ts'

/** Decimals a step is written with: 0.01 → 2, 1e-5 → 5, 1000 → 0. */
export function stepDecimals(step: number): number {
  const text = step.toString()
  const exp = /e-(\d+)$/.exec(text)
  if (exp?.[1]) return Number(exp[1])
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0
}

/**
 * Whole steps in `value`, or undefined when it is off the grid. The tolerance is the server's
 * (server/trading/units.ts), so the ticket refuses exactly what the server would refuse.
 */
export function stepsOf(value: number, step: number): number | undefined {
  const n = Math.round(value / step)
  const tolerance = Math.max(step * 1e-6, Math.abs(value) * 1e-12)
  return Number.isSafeInteger(n) && Math.abs(n * step - value) <= tolerance ? n : undefined
}

/** The largest multiple of `step` not above `value` (0 when below one step), without float noise. */
export function floorToStep(value: number, step: number): number {
  if (!(value > 0) || !(step > 0)) return 0
  const steps = Math.floor(value / step + 1e-9)
  return Number((steps * step).toFixed(stepDecimals(step)))
}

/** A value written to its step's decimals: 0.5 with step 0.001 → "0.500". */
export const formatStep = (value: number, step: number): string => value.toFixed(stepDecimals(step))

/** A step written as a trader reads it, without trailing zeros or exponent: 1e-5 → "0.00001". */
export const stepText = (step: number): string => formatStep(step, step)

const PLAIN = /^(\d+\.?\d*|\.\d+)$/
/** "1,250.5": thousands grouped with commas, read where a comma groups (English). */
const COMMA_GROUPED = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/
/** "0,5" or "1.250,5": a decimal comma, read where a comma is the decimal sign (German). */
const DECIMAL_COMMA = /^(\d*,\d+|\d+,\d*|[1-9]\d{0,2}(\.\d{3})+,\d*)$/

/**
 * A non-negative decimal typed by a trader, or null when it is not one. A dot is always the
 * decimal point (the ticket writes its own values that way); a comma means what it means in
 * the UI language (`decimalComma`): a decimal sign in German ("0,5", "1.250,5"), thousands in
 * English ("1,250.5"). Anything that could be read two ways ("0,5" in English) is refused, never
 * guessed at, and so are exponents, signs and words, rather than read by Number().
 */
export function parseDecimal(text: string, decimalComma = usesDecimalComma()): number | null {
  const t = text.trim()
  let plain: string | undefined
  if (PLAIN.test(t)) plain = t
  else if (decimalComma && DECIMAL_COMMA.test(t)) plain = t.replaceAll('.', '').replace(',', '.')
  else if (!decimalComma && COMMA_GROUPED.test(t)) plain = t.replaceAll(',', '')
  if (plain === undefined) return null
  const n = Number(plain)
  return Number.isFinite(n) ? n : null
}
