/**
 * An instrument's price and quantity grids (tick and lot sizes) as the ticket sees them: what a
 * trader types is checked against the grid, never silently rounded, except where the ticket
 * itself derives a quantity (from a quote amount or a quick size), which rounds down to a lot.
 */

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

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/**
 * A non-negative decimal typed by a trader ("1,250.5" allowed), or null when it is not one.
 * Exponents, signs and words are refused rather than read by Number().
 */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replaceAll(',', '')
  if (!DECIMAL.test(t)) return null
  const n = Number(t)
  return Number.isFinite(n) ? n : null
}
