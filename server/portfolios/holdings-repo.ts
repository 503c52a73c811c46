import { randomUUID } from 'node:crypto'
import type { Holding, HoldingCreate, HoldingSource } from '../../protocol/index.ts'
import type { HoldingRow, ManualHoldingRow } from '../db/rows.ts'
import type { Queryable } from '../db/types.ts'

/** A holding of either kind: the columns the two tables share. */
const toHolding = (r: ManualHoldingRow | HoldingRow, source: HoldingSource): Holding => ({
  id: r.id,
  portfolioId: r.portfolio_id,
  symbol: r.symbol,
  source,
  quantity: Number(r.quantity),
  averagePrice: Number(r.average_price),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

/** Both kinds, by symbol; a symbol held both ways has its exchange row first. */
export async function listHoldings(db: Queryable, portfolioId: string): Promise<Holding[]> {
  const [traded, manual] = await Promise.all([
    db.query<HoldingRow>('SELECT * FROM holdings WHERE portfolio_id = $1 AND quantity > 0', [
      portfolioId,
    ]),
    db.query<ManualHoldingRow>('SELECT * FROM manual_holdings WHERE portfolio_id = $1', [
      portfolioId,
    ]),
  ])
  return [
    ...traded.map((r) => toHolding(r, 'exchange')),
    ...manual.map((r) => toHolding(r, 'manual')),
  ].sort((a, b) => a.symbol.localeCompare(b.symbol) || a.source.localeCompare(b.source))
}

const FOREIGN_KEY_VIOLATION = '23503'

export type ManualAdd = Holding | 'not_found' | 'too_large'

/**
 * Adds to the portfolio's manual holding of a symbol: one row per symbol, its average price
 * weighted by quantity. Owner-scoped, and the total stays within `maxQuantity` in the same
 * statement, so concurrent adds cannot together pass the bound.
 */
export async function addManualHolding(
  db: Queryable,
  userId: string,
  portfolioId: string,
  h: HoldingCreate,
  maxQuantity: number,
): Promise<ManualAdd> {
  if (h.quantity > maxQuantity) return 'too_large'
  const rows = await db
    .query<ManualHoldingRow>(
      `INSERT INTO manual_holdings (id, portfolio_id, symbol, quantity, average_price)
     SELECT $1, p.id, $3, $4, $5 FROM portfolios p WHERE p.id = $2 AND p.user_id = $6
     ON CONFLICT (portfolio_id, symbol) DO UPDATE SET
       average_price = (manual_holdings.quantity * manual_holdings.average_price
                        + EXCLUDED.quantity * EXCLUDED.average_price)
                       / (manual_holdings.quantity + EXCLUDED.quantity),
       quantity = manual_holdings.quantity + EXCLUDED.quantity,
       updated_at = now()
     WHERE manual_holdings.quantity + EXCLUDED.quantity <= $7
     RETURNING *`,
      [randomUUID(), portfolioId, h.symbol, h.quantity, h.averagePrice, userId, maxQuantity],
    )
    // PostgreSQL: the portfolio was deleted between the read and the insert's key check.
    .catch((err: unknown) => {
      if ((err as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return []
      throw err
    })
  const row = rows[0]
  if (row) return toHolding(row, 'manual')
  const owned = await db.query('SELECT 1 FROM portfolios WHERE id = $1 AND user_id = $2', [
    portfolioId,
    userId,
  ])
  return owned.length > 0 ? 'too_large' : 'not_found'
}

/** Deletes a manual holding; an exchange holding is closed by selling it, never deleted. */
export async function deleteHolding(
  db: Queryable,
  userId: string,
  id: string,
): Promise<'deleted' | 'exchange' | 'not_found'> {
  const deleted = await db.query(
    `DELETE FROM manual_holdings m USING portfolios p
     WHERE m.id = $1 AND p.id = m.portfolio_id AND p.user_id = $2 RETURNING m.id`,
    [id, userId],
  )
  if (deleted.length > 0) return 'deleted'
  const traded = await db.query(
    `SELECT 1 FROM holdings h JOIN portfolios p ON p.id = h.portfolio_id
     WHERE h.id = $1 AND p.user_id = $2`,
    [id, userId],
  )
  return traded.length > 0 ? 'exchange' : 'not_found'
}
