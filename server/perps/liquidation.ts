import type { PositionSide } from './pnl.ts'

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
