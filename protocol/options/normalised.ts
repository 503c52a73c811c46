/**
 * Black's formula normalised (Jäckel's notation): x = ln(F/K), s = σ√T, h = x/s, t = s/2, and the
 * out-of-the-money call b(x, s) = e^{x/2}Φ(h+t) − e^{−x/2}Φ(h−t) for x ≤ 0, whose supremum is
 * e^{x/2}. Every other case maps onto it through put-call parity, so only this one needs care.
 *
 * Below the inflection point s_c = √(−2x) (h + t < 0) both Φ terms are deep in the lower tail: b is
 * evaluated as ½·e^{−(h²+t²)/2}·[erfcx(−(h+t)/√2) − erfcx(−(h−t)/√2)], which neither underflows
 * in its logarithm nor loses the difference of two underflowed tails.
 */
import { erfcx, normCdf } from './erf.ts'

const SQRT_HALF = Math.SQRT1_2
const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI)
const SQRT_2_OVER_PI = Math.sqrt(2 / Math.PI)

/** A log value and its derivative in s. */
export interface LogSlope {
  ln: number
  slope: number
}

/** b(x, s) for x ≤ 0, s > 0 (may underflow to 0; use `lnOtmCall` for the logarithm). */
export function otmCall(x: number, s: number): number {
  const h = x / s
  const t = 0.5 * s
  if (h + t < 0) {
    const gap = erfcx(-(h + t) * SQRT_HALF) - erfcx(-(h - t) * SQRT_HALF)
    return 0.5 * Math.exp(-0.5 * (h * h + t * t)) * gap
  }
  return Math.exp(0.5 * x) * normCdf(h + t) - Math.exp(-0.5 * x) * normCdf(h - t)
}

/** ∂b/∂s, the normalised vega: e^{−(h²+t²)/2}/√(2π). */
export function otmVega(x: number, s: number): number {
  const h = x / s
  const t = 0.5 * s
  return INV_SQRT_2PI * Math.exp(-0.5 * (h * h + t * t))
}

/** ln b(x, s) and ∂ ln b/∂s, finite wherever b's logarithm is. */
export function lnOtmCall(x: number, s: number): LogSlope {
  const h = x / s
  const t = 0.5 * s
  if (h + t < 0) {
    const gap = erfcx(-(h + t) * SQRT_HALF) - erfcx(-(h - t) * SQRT_HALF)
    return { ln: Math.log(0.5 * gap) - 0.5 * (h * h + t * t), slope: SQRT_2_OVER_PI / gap }
  }
  const b = Math.exp(0.5 * x) * normCdf(h + t) - Math.exp(-0.5 * x) * normCdf(h - t)
  return { ln: Math.log(b), slope: otmVega(x, s) / b }
}

/**
 * ln(e^{x/2} − b(x, s)) and its derivative in s: the distance to the supremum, a sum of two
 * positive tails and so free of cancellation, used where b is close to its maximum.
 */
export function lnOtmCallGap(x: number, s: number): LogSlope {
  const h = x / s
  const t = 0.5 * s
  if (h + t >= 0) {
    const sum = erfcx((h + t) * SQRT_HALF) + erfcx((t - h) * SQRT_HALF)
    return { ln: Math.log(0.5 * sum) - 0.5 * (h * h + t * t), slope: -SQRT_2_OVER_PI / sum }
  }
  const c = Math.exp(0.5 * x) * normCdf(-h - t) + Math.exp(-0.5 * x) * normCdf(h - t)
  return { ln: Math.log(c), slope: -otmVega(x, s) / c }
}
