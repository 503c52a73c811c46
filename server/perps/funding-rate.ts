import { sideSign, type PositionSide } from './pnl.ts'

/** Rates are quoted per 8 hours, as on the big exchanges. */
export const FUNDING_PERIOD_MS = 8 * 3_600_000
/** Interest component per period: 0.01 % (0.03 % a day), the usual USD-margined value. */
export const DEFAULT_INTEREST_RATE = 0.0001
/** The interest-minus-premium correction is clamped to ±0.05 %. */
export const INTEREST_CLAMP = 0.0005
/** The funding rate itself is capped at ±0.75 % per period. */
export const FUNDING_RATE_CAP = 0.0075

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))

export interface FundingRateInput {
  markPrice: number
  indexPrice: number
  interestRate?: number
}

/**
 * Funding rate per 8 h period: premium + clamp(interest − premium, ±0.05 %), capped at ±0.75 %,
 * where premium = (mark − index) / index. A perp trading at its index pays the interest rate;
 * a perp well above its index makes longs pay more, well below makes shorts get paid less or pay.
 */
export function fundingRate({
  markPrice,
  indexPrice,
  interestRate = DEFAULT_INTEREST_RATE,
}: FundingRateInput): number {
  if (!(indexPrice > 0)) return 0
  const premium = (markPrice - indexPrice) / indexPrice
  const rate = premium + clamp(interestRate - premium, -INTEREST_CLAMP, INTEREST_CLAMP)
  return clamp(rate, -FUNDING_RATE_CAP, FUNDING_RATE_CAP)
}

/**
 * What a position pays at a funding time: notional at the mark × rate. Positive: the position
 * pays (a long when the rate is positive); negative: it receives (the short side of that rate).
 */
export function fundingPayment(
  position: { side: PositionSide; size: number },
  markPrice: number,
  rate: number,
): number {
  return sideSign(position.side) * Math.abs(position.size) * markPrice * rate
}
