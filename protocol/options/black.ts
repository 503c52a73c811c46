/**
 * Black-76 on the forward and Black-Scholes(-Merton) on the spot, with the five greeks. Units:
 * delta per 1 of the underlying (spot delta for Black-Scholes, forward delta for Black-76), gamma
 * per 1 of the underlying squared, vega per 1.00 of volatility (×0.01 for one vol point), theta per
 * CALENDAR day (∂V/∂t ÷ 365), rho per 1.00 of rate (×0.01 for one percentage point). Rates are
 * continuously compounded and may be negative.
 *
 * The price is the discounted intrinsic value plus the out-of-the-money value of the normalised
 * formula (normalised.ts), so deep in- and out-of-the-money prices keep their relative accuracy.
 * At T = 0 or σ = 0 the limits are returned: discounted intrinsic value, delta a step (half at the
 * money), gamma 0; at the money at expiry, where gamma and theta diverge, both are reported as 0.
 */
import { normCdf } from './erf.ts'
import { otmCall } from './normalised.ts'

export type OptionKind = 'call' | 'put'

export interface OptionValue {
  price: number
  delta: number
  gamma: number
  vega: number
  theta: number
  rho: number
}

const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI)
const DAYS_PER_YEAR = 365

function checkInputs(S: number, K: number, T: number, r: number, q: number, sigma: number) {
  const finite = [S, K, T, r, q, sigma].every(Number.isFinite)
  if (!finite || S <= 0 || K <= 0 || T < 0 || sigma < 0) {
    throw new RangeError(
      `option inputs out of range: S=${S} K=${K} T=${T} r=${r} q=${q} sigma=${sigma}`,
    )
  }
}

/** Black-Scholes-Merton on a spot S with continuous yield q. */
export function blackScholes(
  kind: OptionKind,
  S: number,
  K: number,
  T: number,
  r: number,
  q: number,
  sigma: number,
): OptionValue {
  checkInputs(S, K, T, r, q, sigma)
  const theta = kind === 'call' ? 1 : -1
  const x = Math.log(S / K) + (r - q) * T
  const s = sigma * Math.sqrt(T)
  const dfR = Math.exp(-r * T)
  const dfQ = Math.exp(-q * T)
  const F = S * Math.exp((r - q) * T)
  let nd1: number
  let nd2: number
  let pdf1: number
  let otm = 0
  if (s > 0) {
    const d1 = x / s + 0.5 * s
    const d2 = d1 - s
    nd1 = normCdf(theta * d1)
    nd2 = normCdf(theta * d2)
    pdf1 = INV_SQRT_2PI * Math.exp(-0.5 * d1 * d1)
    otm = Math.sqrt(F * K) * otmCall(-Math.abs(x), s)
  } else {
    const side = theta * x
    nd1 = side > 0 ? 1 : side < 0 ? 0 : 0.5
    nd2 = nd1
    pdf1 = x === 0 ? INV_SQRT_2PI : 0
  }
  const intrinsic = Math.max(theta * (F - K), 0)
  const diffusion = s > 0 ? (S * dfQ * pdf1 * s) / (2 * T) : 0
  return {
    price: dfR * (intrinsic + otm),
    delta: theta * dfQ * nd1,
    gamma: s > 0 ? (dfQ * pdf1) / (S * s) : 0,
    vega: S * dfQ * pdf1 * Math.sqrt(T),
    theta: (-diffusion - theta * r * K * dfR * nd2 + theta * q * S * dfQ * nd1) / DAYS_PER_YEAR,
    rho: theta * K * T * dfR * nd2,
  }
}

/**
 * Black-76 on an undiscounted forward F, discounted at e^{−rT}. Delta and gamma are per unit of F
 * (discounted), theta holds F fixed, and rho holds F fixed (−T·price).
 */
export function black76(
  kind: OptionKind,
  F: number,
  K: number,
  T: number,
  r: number,
  sigma: number,
): OptionValue {
  const value = blackScholes(kind, F, K, T, r, r, sigma)
  return { ...value, rho: -T * value.price }
}
