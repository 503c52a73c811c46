import { randomUUID } from 'node:crypto'
import type { Portfolio, PortfolioUpdate } from '../../protocol/index.ts'
import type { PortfolioRow } from '../db/rows.ts'
import type { Db, Queryable } from '../db/types.ts'
import { insertFlow } from './flows-repo.ts'

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

const inTransaction = <T>(db: Db | Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? db.transaction(run) : run(db)

/**
 * Creates a portfolio with its paper cash, recording the grant and its deposit flow. It is the
 * active one only when the user has no active portfolio yet. With `max`, the user's row is
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
    /** Default now; the demo trader's history starts a year back. */
    createdAt?: Date
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
      `INSERT INTO portfolios (id, user_id, name, description, cash, currency, is_active, created_at)
       SELECT $1, $2, $3, $4, $5, $6,
         NOT EXISTS (SELECT 1 FROM portfolios WHERE user_id = $2 AND is_active),
         COALESCE($7::timestamptz, now())
       RETURNING *`,
      [
        randomUUID(),
        p.userId,
        p.name,
        p.description,
        p.cash,
        p.currency ?? 'USD',
        p.createdAt ?? null,
      ],
    )
    const row = rows[0]
    if (!row) throw new Error('insert portfolios returned nothing')
    await tx.query(
      `INSERT INTO paper_cash_grants (id, portfolio_id, amount, reason, created_at)
       VALUES ($1, $2, $3, 'opening', $4)`,
      [randomUUID(), row.id, p.cash, row.created_at],
    )
    await insertFlow(tx, {
      portfolioId: row.id,
      kind: 'deposit',
      amount: p.cash,
      at: row.created_at,
    })
    return toPortfolio(row)
  }
  return inTransaction(db, run)
}

/**
 * Renames, describes or (de)activates a portfolio. Activating one deactivates the user's others
 * in the same transaction: "the portfolio" (GET /portfolio, the /ws channel) is then that one.
 */
export function updatePortfolio(
  db: Db | Queryable,
  userId: string,
  id: string,
  patch: PortfolioUpdate,
): Promise<Portfolio | undefined> {
  return inTransaction(db, async (tx) => {
    if (patch.isActive === true)
      await tx.query(
        `UPDATE portfolios SET is_active = false, updated_at = now()
         WHERE user_id = $1 AND id <> $2 AND is_active
           AND EXISTS (SELECT 1 FROM portfolios WHERE id = $2 AND user_id = $1)`,
        [userId, id],
      )
    return updateRow(tx, userId, id, patch)
  })
}

async function updateRow(
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

/** After the active portfolio was deleted: the oldest remaining one becomes active. */
export async function activateOldestIfNone(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE portfolios SET is_active = true, updated_at = now()
     WHERE id = (SELECT id FROM portfolios WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM portfolios WHERE user_id = $1 AND is_active)`,
    [userId],
  )
}

/** Not owner-scoped: for server-side jobs (equity recording), never for a request. */
export async function portfolioById(db: Queryable, id: string): Promise<Portfolio | undefined> {
  const rows = await db.query<PortfolioRow>('SELECT * FROM portfolios WHERE id = $1', [id])
  const row = rows[0]
  return row && toPortfolio(row)
}
