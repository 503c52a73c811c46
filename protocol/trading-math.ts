/**
 * The exchange's trading arithmetic, shared by the server (which enforces it) and the app (which
 * estimates an order before it is sent): fee rates, perpetual margin tiers and the liquidation
 * price. Pure functions on plain numbers, no I/O.
 */
import { LEVERAGE_MAX, LEVERAGE_MIN } from './trading.ts'

type PositionSide = 'long' | 'short'
/** Fee rates on notional, charged in the quote currency (maker adds liquidity, taker removes it). */
export const MAKER_FEE_RATE = 0.0002
export const TAKER_FEE_RATE = 0.0005
/** Market orders never fill further than this from the best opposite price (or last) at entry. */
export const MARKET_PROTECTION = 0.05

export type Liquidity = 'maker' | 'taker'
export const feeRate = (liquidity: Liquidity): number =>
  liquidity === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE

/**
 * Maintenance margin tiers by position notional (USD), shaped like the big exchanges' brackets:
 * a larger position is harder to unwind, so it must keep more margin and may use less leverage.
 * `maxLeverage` keeps the initial margin (1 / leverage) well above the maintenance rate, so a
 * position is never liquidatable the moment it opens.
 */
export interface MarginTier {
  /** Upper bound of the tier's notional, inclusive. */
  maxNotional: number
  mmr: number
  maxLeverage: number
}

export const MARGIN_TIERS: readonly MarginTier[] = [
  { maxNotional: 50_000, mmr: 0.005, maxLeverage: 50 },
  { maxNotional: 250_000, mmr: 0.01, maxLeverage: 25 },
  { maxNotional: 1_000_000, mmr: 0.025, maxLeverage: 10 },
  { maxNotional: 5_000_000, mmr: 0.05, maxLeverage: 5 },
  { maxNotional: Number.POSITIVE_INFINITY, mmr: 0.1, maxLeverage: 2 },
]

const tierOf = (notional: number): MarginTier => {
  const n = Math.abs(notional)
  // The last tier is unbounded, so the search always succeeds.
  return MARGIN_TIERS.find((t) => n <= t.maxNotional) ?? (MARGIN_TIERS.at(-1) as MarginTier)
}

/** Margin locked to open `notional` at `leverage` (isolated margin). */
export function initialMargin(notional: number, leverage: number): number {
  if (!(leverage >= LEVERAGE_MIN && leverage <= LEVERAGE_MAX))
    throw new RangeError(`leverage ${leverage} outside ${LEVERAGE_MIN}..${LEVERAGE_MAX}`)
  return Math.abs(notional) / leverage
}

/** Highest leverage allowed for a position of this notional; the trading service rejects above it. */
export const maxLeverage = (notional: number): number => tierOf(notional).maxLeverage

/**
 * Maintenance margin rate for a position of this notional (size × entry price). When leverage is
 * given the rate is capped at half the initial margin rate, so even a position opened above its
 * tier's maximum leverage (if the caller did not check `maxLeverage`) starts safely away from
 * liquidation. The tier is taken from the entry notional, not the mark, so the liquidation price
 * stays put while the price moves.
 */
export function maintenanceMarginRate(notional: number, leverage?: number): number {
  const rate = tierOf(notional).mmr
  return leverage === undefined ? rate : Math.min(rate, 0.5 / leverage)
}

/** Maintenance margin in USD at a given price. */
export const maintenanceMargin = (size: number, price: number, mmr: number): number =>
  Math.abs(size) * price * mmr

export interface LiquidationInput {
  side: PositionSide
  entryPrice: number
  size: number
  /** Isolated margin held by the position. */
  margin: number
  /** Maintenance margin rate, e.g. 0.005 (see maintenanceMarginRate). */
  mmr: number
}

/**
 * The mark price at which equity (margin + unrealized PnL) equals the maintenance margin
 * (mmr × size × price). Solving the linear equation:
 *   long:  M + (P − E)·S = mmr·S·P  ⇒  P = (E·S − M) / (S·(1 − mmr))
 *   short: M + (E − P)·S = mmr·S·P  ⇒  P = (E·S + M) / (S·(1 + mmr))
 * A long with margin covering its whole notional (1x) can never be liquidated: 0, never negative.
 */
export function liquidationPrice({
  side,
  entryPrice,
  size,
  margin,
  mmr,
}: LiquidationInput): number {
  const s = Math.abs(size)
  if (s === 0) return 0
  const price =
    side === 'long'
      ? (entryPrice * s - margin) / (s * (1 - mmr))
      : (entryPrice * s + margin) / (s * (1 + mmr))
  return Math.max(0, price)
}

/** True once the mark is at or beyond the liquidation price (on the losing side). */
export function isLiquidatable(side: PositionSide, markPrice: number, liqPrice: number): boolean {
  return side === 'long' ? markPrice <= liqPrice : markPrice >= liqPrice
}

/** Distance to liquidation as a fraction of the mark price (protocol liquidationWarningData). */
export const liquidationDistance = (markPrice: number, liqPrice: number): number =>
  markPrice > 0 ? Math.abs(markPrice - liqPrice) / markPrice : 0
