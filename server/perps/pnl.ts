/** Long or short: positions are stored with a positive size and a side. */
export type PositionSide = 'long' | 'short'

export const sideSign = (side: PositionSide): 1 | -1 => (side === 'long' ? 1 : -1)

/** Profit (negative: loss) of `size` units opened at `entryPrice`, valued at `markPrice`. */
export function unrealizedPnl(
  side: PositionSide,
  entryPrice: number,
  markPrice: number,
  size: number,
): number {
  return sideSign(side) * (markPrice - entryPrice) * Math.abs(size)
}

/**
 * Return on the margin, in percent, as exchanges show it (ROE): 10x long up 1 % shows +10 %.
 * Zero when there is no margin to divide by.
 */
export function unrealizedPnlPercent(pnl: number, margin: number): number {
  return margin > 0 ? (pnl / margin) * 100 : 0
}
