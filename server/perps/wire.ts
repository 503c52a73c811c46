import { liquidationPrice, maintenanceMarginRate } from '../../protocol/trading-math.ts'
import type { PerpPosition } from '../../protocol/trading.ts'
import type { PerpPositionRow } from '../db/rows.ts'
import { unrealizedPnl, unrealizedPnlPercent } from './pnl.ts'
import type { PositionState } from './position.ts'

/** A stored perpetual position with numbers already parsed (see fromDbRow). */
export interface PerpPositionRecord extends PositionState {
  id: string
  portfolioId: string
  symbol: string
  updatedAt: Date | string
}

export const fromDbRow = (r: PerpPositionRow): PerpPositionRecord => ({
  id: r.id,
  portfolioId: r.portfolio_id,
  symbol: r.symbol,
  side: r.side,
  size: Number(r.size),
  entryPrice: Number(r.entry_price),
  margin: Number(r.margin),
  leverage: r.leverage,
  realizedPnl: Number(r.realized_pnl),
  fundingPaid: Number(r.funding_paid),
  updatedAt: r.updated_at,
})

// Same precision as the trading service's money: float noise never reaches the client.
const round8 = (n: number): number => Number(n.toFixed(8))
const round4 = (n: number): number => Number(n.toFixed(4))

/** The liquidation price of a stored position, with the tiered maintenance rate. */
export function positionLiquidationPrice(
  p: Pick<PerpPositionRecord, 'side' | 'size' | 'entryPrice' | 'margin' | 'leverage'>,
): number {
  const mmr = maintenanceMarginRate(p.size * p.entryPrice, p.leverage)
  return liquidationPrice({ ...p, mmr })
}

/** The protocol `perpPosition` for a stored position valued at `markPrice`. */
export function toWirePosition(row: PerpPositionRecord, markPrice: number): PerpPosition {
  const pnl = unrealizedPnl(row.side, row.entryPrice, markPrice, row.size)
  return {
    id: row.id,
    portfolioId: row.portfolioId,
    symbol: row.symbol,
    market: 'perp',
    side: row.side,
    size: row.size,
    quantity: row.size,
    entryPrice: row.entryPrice,
    markPrice,
    liquidationPrice: round8(positionLiquidationPrice(row)),
    unrealizedPnl: round8(pnl),
    unrealizedPnlPercent: round4(unrealizedPnlPercent(pnl, row.margin)),
    margin: row.margin,
    leverage: row.leverage,
    realizedPnl: row.realizedPnl,
    fundingPaid: row.fundingPaid,
    updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : row.updatedAt.toISOString(),
  }
}
