/**
 * A perpetual position valued at the live mark, with the server's formulas
 * (server/perps/pnl.ts): P&L = side × (mark − entry) × size; ROE = P&L ÷ margin, in percent.
 */
import type { PerpPosition } from '../../../protocol/trading.ts'

type Side = 'long' | 'short'

export const sideSign = (side: Side): 1 | -1 => (side === 'long' ? 1 : -1)

export function unrealizedPnl(
  side: Side,
  entryPrice: number,
  markPrice: number,
  size: number,
): number {
  return sideSign(side) * (markPrice - entryPrice) * Math.abs(size)
}

/** Return on the margin in percent (10x long up 1 % shows +10 %); 0 without margin. */
export const unrealizedPnlPercent = (pnl: number, margin: number): number =>
  margin > 0 ? (pnl / margin) * 100 : 0

export interface LivePerp {
  markPrice: number
  unrealizedPnl: number
  unrealizedPnlPercent: number
  notional: number
}

/** The position at `liveMark` when there is one, else as the server last valued it. */
export function livePerp(p: PerpPosition, liveMark: number | null): LivePerp {
  if (liveMark === null || !(liveMark > 0))
    return {
      markPrice: p.markPrice,
      unrealizedPnl: p.unrealizedPnl,
      unrealizedPnlPercent: p.unrealizedPnlPercent,
      notional: Math.abs(p.size) * p.markPrice,
    }
  const pnl = unrealizedPnl(p.side, p.entryPrice, liveMark, p.size)
  return {
    markPrice: liveMark,
    unrealizedPnl: pnl,
    unrealizedPnlPercent: unrealizedPnlPercent(pnl, p.margin),
    notional: Math.abs(p.size) * liveMark,
  }
}
