import { randomUUID } from 'node:crypto'
import type { Holding, HoldingCreate } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

interface HoldingRow {
  id: string
  portfolio_id: string
  symbol: string
  quantity: string
  average_price: string
  created_at: Date
  updated_at: Date
}

const toHolding = (r: HoldingRow): Holding => ({
  id: r.id,
  portfolioId: r.portfolio_id,
  symbol: r.symbol,
  quantity: Number(r.quantity),
  averagePrice: Number(r.average_price),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

export async function listHoldings(db: Queryable, portfolioId: string): Promise<Holding[]> {
  const rows = await db.query<HoldingRow>(
    'SELECT * FROM holdings WHERE portfolio_id = $1 ORDER BY symbol',
    [portfolioId],
  )
  return rows.map(toHolding)
}

/**
 * Adds to the portfolio's position in the symbol: one row per symbol, the average price
 * weighted by quantity, as a trader's position statement shows it.
 */
export async function addHolding(
  db: Queryable,
  portfolioId: string,
  h: HoldingCreate,
): Promise<Holding> {
  const rows = await db.query<HoldingRow>(
    `INSERT INTO holdings (id, portfolio_id, symbol, quantity, average_price)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (portfolio_id, symbol) DO UPDATE SET
       average_price = (holdings.quantity * holdings.average_price + EXCLUDED.quantity * EXCLUDED.average_price)
                       / (holdings.quantity + EXCLUDED.quantity),
       quantity = holdings.quantity + EXCLUDED.quantity,
       updated_at = now()
     RETURNING *`,
    [randomUUID(), portfolioId, h.symbol, h.quantity, h.averagePrice],
  )
  const row = rows[0]
  if (!row) throw new Error('insert holdings returned nothing')
  return toHolding(row)
}
