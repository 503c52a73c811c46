import { randomUUID } from 'node:crypto'
import type { Portfolio, PortfolioUpdate } from '../../protocol/index.ts'
import type { PortfolioRow } from '../db/rows.ts'
import type { Db, Queryable } from '../db/types.ts'

const toPortfolio = (r: PortfolioRow): Portfolio => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isActive: r.is_active,
  cash: Number(r.cash),
  currency: r.currency,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

export async function listPortfolios(db: Queryable, userId: string): Promise<Portfolio[]> {
  const rows = await db.query<PortfolioRow>(
    'SELECT * FROM portfolios WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  )
  return rows.map(toPortfolio)
}

/** Owner-scoped: another user's portfolio is as invisible as a missing one. */
export async function findPortfolio(
  db: Queryable,
  userId: string,
  id: string,
): Promise<Portfolio | undefined> {
  const rows = await db.query<PortfolioRow>(
    'SELECT * FROM portfolios WHERE id = $1 AND user_id = $2',
    [id, userId],
  )
  const row = rows[0]
  return row && toPortfolio(row)
}

/** The portfolio that "the portfolio" means: the oldest active one, else the oldest. */
export async function activePortfolio(
  db: Queryable,
  userId: string,
): Promise<Portfolio | undefined> {
  const rows = await db.query<PortfolioRow>(
    'SELECT * FROM portfolios WHERE user_id = $1 ORDER BY is_active DESC, created_at, id LIMIT 1',
    [userId],
  )
  const row = rows[0]
  return row && toPortfolio(row)
}

/**
 * Creates a portfolio with its paper cash, recording the grant. With `max`, the user's row is
 * locked first so that concurrent creations cannot together pass the limit.
 */
export async function insertPortfolio(
  db: Db | Queryable,
  p: {
    userId: string
    name: string
    description: string | null
    cash: number
    currency?: string
    max?: number
  },
): Promise<Portfolio | 'limit'> {
  const run = async (tx: Queryable): Promise<Portfolio | 'limit'> => {
    if (p.max !== undefined) {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [p.userId])
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM portfolios WHERE user_id = $1',
        [p.userId],
      )
      if ((count?.n ?? 0) >= p.max) return 'limit'
    }
    const rows = await tx.query<PortfolioRow>(
      `INSERT INTO portfolios (id, user_id, name, description, cash, currency)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [randomUUID(), p.userId, p.name, p.description, p.cash, p.currency ?? 'USD'],
    )
    const row = rows[0]
    if (!row) throw new Error('insert portfolios returned nothing')
    await tx.query(
      `INSERT INTO paper_cash_grants (id, portfolio_id, amount, reason) VALUES ($1, $2, $3, 'opening')`,
      [randomUUID(), row.id, p.cash],
    )
    return toPortfolio(row)
  }
  return 'transaction' in db ? db.transaction(run) : run(db)
}

export async function updatePortfolio(
  db: Queryable,
  userId: string,
  id: string,
  patch: PortfolioUpdate,
): Promise<Portfolio | undefined> {
  const rows = await db.query<PortfolioRow>(
    `UPDATE portfolios SET
       name = COALESCE($3, name),
       description = CASE WHEN $4::boolean THEN $5 ELSE description END,
       is_active = COALESCE($6, is_active),
       updated_at = now()
     WHERE id = $1 AND user_id = $2 RETURNING *`,
    [
      id,
      userId,
      patch.name ?? null,
      patch.description !== undefined,
      patch.description ?? null,
      patch.isActive ?? null,
    ],
  )
  const row = rows[0]
  return row && toPortfolio(row)
}

/** Not owner-scoped: for server-side jobs (equity recording), never for a request. */
export async function portfolioById(db: Queryable, id: string): Promise<Portfolio | undefined> {
  const rows = await db.query<PortfolioRow>('SELECT * FROM portfolios WHERE id = $1', [id])
  const row = rows[0]
  return row && toPortfolio(row)
}
