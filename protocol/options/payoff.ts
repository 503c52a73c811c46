/**
 * What a set of option legs (a strategy) is worth: the payoff at expiry over a range of prices,
 * its value before expiry (Black-76 at each strike's volatility, shifted), the break-even
 * points, and the largest profit and loss. Pure: no I/O, shared by the page and its tests.
 *
 * At expiry the profit and loss is piecewise linear in the settlement price S with kinks at the
 * strikes, so break-evens are the exact roots of each linear piece and the extremes lie at
 * S = 0, at a strike, or (unbounded) beyond the last strike, where the slope is the net number
 * of calls held.
 */
import { black76, type OptionKind, type OptionValue } from './black.ts'
import { intrinsicValue } from './margin.ts'

const YEAR_MS = 365 * 86_400_000

export interface PayoffLeg {
  kind: OptionKind
  strike: number
  /** Expiry, ms since epoch. */
  expiry: number
  side: 'buy' | 'sell'
  /** Contracts, positive. */
  quantity: number
  /** Premium per contract, positive: paid on a buy, received on a sell. */
  premium: number
}

/** The largest profit or loss: an amount (a loss as a positive number) or unbounded. */
export interface PayoffExtreme {
  unbounded: boolean
  /** Meaningful when bounded. */
  amount: number
}

export interface PayoffSummary {
  breakEvens: number[]
  maxProfit: PayoffExtreme
  maxLoss: PayoffExtreme
  /** Premium paid (positive, a debit) or received (negative, a credit). */
  netPremium: number
}

/** What the model needs to value a leg before its expiry. */
export interface ValuationMarket {
  /** Continuously compounded rate; the forward is S·e^{rT}. */
  rate: number
  /** The model's volatility for a strike and expiry (before the shift). */
  volAt: (strike: number, expiry: number) => number
}

export interface ValueScenario {
  /** The moment to value at, ms. */
  at: number
  /** Added to every leg's volatility (0.05 = five vol points); the sum is floored at 0. */
  volShift?: number
}

const signOf = (leg: PayoffLeg): number => (leg.side === 'buy' ? 1 : -1) * leg.quantity

export const netPremium = (legs: readonly PayoffLeg[]): number =>
  legs.reduce((sum, leg) => sum + signOf(leg) * leg.premium, 0)

/** Profit and loss at expiry if the underlying settles at `price`. */
export function payoffAtExpiry(legs: readonly PayoffLeg[], price: number): number {
  let total = 0
  for (const leg of legs)
    total += signOf(leg) * (intrinsicValue(leg.kind, price, leg.strike) - leg.premium)
  return total
}

/** Profit and loss at `scenario.at` if the underlying is at `price` then. */
export function payoffBefore(
  legs: readonly PayoffLeg[],
  price: number,
  market: ValuationMarket,
  scenario: ValueScenario,
): number {
  let total = 0
  for (const leg of legs) {
    const T = (leg.expiry - scenario.at) / YEAR_MS
    let value: number
    if (T <= 0 || !(price > 0)) value = intrinsicValue(leg.kind, Math.max(price, 0), leg.strike)
    else {
      const sigma = Math.max(market.volAt(leg.strike, leg.expiry) + (scenario.volShift ?? 0), 0)
      const forward = price * Math.exp(market.rate * T)
      value = black76(leg.kind, forward, leg.strike, T, market.rate, sigma).price
    }
    total += signOf(leg) * (value - leg.premium)
  }
  return total
}

/** Net calls held: the slope of the expiry payoff beyond the last strike. */
const rightSlope = (legs: readonly PayoffLeg[]): number =>
  legs.reduce((sum, leg) => sum + (leg.kind === 'call' ? signOf(leg) : 0), 0)

/** 0 and every strike, ascending and distinct: where the expiry payoff may bend. */
export function kinks(legs: readonly PayoffLeg[]): number[] {
  return [...new Set([0, ...legs.map((leg) => leg.strike)])].sort((a, b) => a - b)
}

/** Slopes this small are rounding, not a position (quantities are lot multiples). */
const FLAT = 1e-12

export function breakEvens(legs: readonly PayoffLeg[]): number[] {
  const points = kinks(legs)
  const values = points.map((p) => payoffAtExpiry(legs, p))
  const roots: number[] = []
  const add = (x: number) => {
    const last = roots[roots.length - 1]
    if (last === undefined || Math.abs(x - last) > 1e-9 * Math.max(1, x)) roots.push(x)
  }
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as number
    const fa = values[i] as number
    // A kink exactly at zero counts when the payoff crosses there, not when it only touches.
    if (fa === 0 && i > 0) {
      const before = values[i - 1] as number
      const after = i + 1 < points.length ? (values[i + 1] as number) : fa + rightSlope(legs)
      if (before * after < 0 || (before !== 0 && after === 0) || (before === 0 && after !== 0))
        add(a)
      continue
    }
    if (i + 1 < points.length) {
      const b = points[i + 1] as number
      const fb = values[i + 1] as number
      if (fa * fb < 0) add(a + ((b - a) * fa) / (fa - fb))
    } else {
      const slope = rightSlope(legs)
      if (Math.abs(slope) > FLAT && fa * slope < 0) add(a - fa / slope)
    }
  }
  return roots
}

export function summarizePayoff(legs: readonly PayoffLeg[]): PayoffSummary {
  const values = kinks(legs).map((p) => payoffAtExpiry(legs, p))
  const slope = rightSlope(legs)
  const best = Math.max(...values)
  const worst = Math.min(...values)
  return {
    breakEvens: breakEvens(legs),
    maxProfit: { unbounded: slope > FLAT, amount: slope > FLAT ? Infinity : best },
    maxLoss: { unbounded: slope < -FLAT, amount: slope < -FLAT ? Infinity : -worst },
    netPremium: netPremium(legs),
  }
}

/**
 * Prices to draw the payoff over: `points` evenly spaced from 0.5× to 1.5× the span of the spot
 * and the strikes, plus every strike (so each kink is drawn exactly), ascending.
 */
export function priceRange(legs: readonly PayoffLeg[], spot: number, points = 121): number[] {
  const strikes = legs.map((leg) => leg.strike)
  const low = Math.min(spot, ...strikes) * 0.5
  const high = Math.max(spot, ...strikes) * 1.5
  const grid: number[] = []
  for (let i = 0; i < points; i++) grid.push(low + ((high - low) * i) / (points - 1))
  for (const strike of strikes) if (strike > low && strike < high) grid.push(strike)
  return [...new Set(grid)].sort((a, b) => a - b)
}

/** Net delta, gamma, vega, theta and rho of the legs at `price` and `scenario.at` (expired: 0). */
export function strategyGreeks(
  legs: readonly PayoffLeg[],
  price: number,
  market: ValuationMarket,
  scenario: ValueScenario,
): Omit<OptionValue, 'price'> {
  const total = { delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 }
  for (const leg of legs) {
    const T = (leg.expiry - scenario.at) / YEAR_MS
    if (T <= 0 || !(price > 0)) continue
    const sigma = Math.max(market.volAt(leg.strike, leg.expiry) + (scenario.volShift ?? 0), 0)
    const value = black76(
      leg.kind,
      price * Math.exp(market.rate * T),
      leg.strike,
      T,
      market.rate,
      sigma,
    )
    const q = signOf(leg)
    total.delta += q * value.delta
    total.gamma += q * value.gamma
    total.vega += q * value.vega
    total.theta += q * value.theta
    total.rho += q * value.rho
  }
  return total
}
