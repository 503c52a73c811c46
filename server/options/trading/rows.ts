import type { Queryable } from '../../db/types.ts'
import type { Account } from '../../trading/account.ts'
import type { Stmt } from '../../trading/unit-of-work.ts'
import type { OptionPositionState } from './position.ts'

/** A row of option_positions (migration 016). */
export interface OptionPositionRow {
  id: string
  portfolio_id: string
  symbol: string
  side: 'long' | 'short'
  /** Always positive; the direction is `side`. */
  size: string
  entry_price: string
  margin: string
  reserved: string
  realized_pnl: string
  updated_at: Date
}

/** The in-memory state of a stored row (size signed again). */
export const optionStateOfRow = (r: OptionPositionRow): OptionPositionState => ({
  id: r.id,
  size: (r.side === 'long' ? 1 : -1) * Number(r.size),
  avgPrice: Number(r.entry_price),
  margin: Number(r.margin),
  realizedPnl: Number(r.realized_pnl),
  reserved: Number(r.reserved),
})

/** The row's absolute state now: an upsert while the position is open, a delete once it closed. */
export const optionStmt = (a: Account, symbol: string, now: Date): Stmt => {
  const p = a.options.get(symbol)
  if (!p || p.size === 0)
    return {
      sql: 'DELETE FROM option_positions WHERE portfolio_id = $1 AND symbol = $2',
      params: [a.portfolioId, symbol],
    }
  return {
    sql: `INSERT INTO option_positions (id, portfolio_id, symbol, side, size, entry_price, margin,
            reserved, realized_pnl, updated_at)
          VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
          ON CONFLICT (portfolio_id, symbol) DO UPDATE SET id = EXCLUDED.id, side = EXCLUDED.side,
            size = EXCLUDED.size, entry_price = EXCLUDED.entry_price, margin = EXCLUDED.margin,
            reserved = EXCLUDED.reserved, realized_pnl = EXCLUDED.realized_pnl,
            updated_at = EXCLUDED.updated_at`,
    params: [
      p.id,
      a.portfolioId,
      symbol,
      p.size > 0 ? 'long' : 'short',
      Math.abs(p.size),
      p.avgPrice,
      p.margin,
      p.reserved,
      p.realizedPnl,
      now,
    ],
  }
}

export const loadOptionRows = (db: Queryable, portfolioId: string): Promise<OptionPositionRow[]> =>
  db.query<OptionPositionRow>(
    'SELECT * FROM option_positions WHERE portfolio_id = $1 ORDER BY symbol',
    [portfolioId],
  )
