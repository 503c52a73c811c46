import { randomUUID } from 'node:crypto'
import type { Holding, HoldingCreate, HoldingSource } from '../../protocol/index.ts'
import type { HoldingRow, ManualHoldingRow } from '../db/rows.ts'
import type { Db, Queryable } from '../db/types.ts'
import { insertFlow } from './flows-repo.ts'

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

/** The market price a manual holding moves at; undefined when the market has none. */
export type PriceOf = (symbol: string) => number | undefined

const inTransaction = <T>(db: Db | Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? db.transaction(run) : run(db)

/**
 * Adds to the portfolio's manual holding of a symbol: one row per symbol, its average price
 * weighted by quantity. Owner-scoped, and the total stays within `maxQuantity` in the same
 * statement, so concurrent adds cannot together pass the bound. The value brought in (at the
 * market price, else the average price given) is recorded as a `manual_add` flow in the same
 * transaction, dated `at` (default now).
 */
export function addManualHolding(
  db: Db | Queryable,
  userId: string,
  portfolioId: string,
  h: HoldingCreate,
  maxQuantity: number,
  valued: { priceOf: PriceOf; at?: Date },
): Promise<ManualAdd> {
  if (h.quantity > maxQuantity) return Promise.resolve('too_large')
  return inTransaction(db, async (tx) => {
    const added = await upsertManual(tx, userId, portfolioId, h, maxQuantity, valued.at ?? null)
    if (typeof added === 'string') return added
    const price = valued.priceOf(added.symbol) ?? h.averagePrice
    await insertFlow(tx, {
      portfolioId,
      kind: 'manual_add',
      amount: h.quantity * price,
      symbol: added.symbol,
      quantity: h.quantity,
      ...(valued.at ? { at: valued.at } : {}),
    })
    return added
  })
}

async function upsertManual(
  db: Queryable,
  userId: string,
  portfolioId: string,
  h: HoldingCreate,
  maxQuantity: number,
  at: Date | null,
): Promise<ManualAdd> {
  let gone = false
  const rows = await db
    .query<ManualHoldingRow>(
      `INSERT INTO manual_holdings (id, portfolio_id, symbol, quantity, average_price, created_at, updated_at)
     SELECT $1, p.id, $3, $4, $5, COALESCE($8::timestamptz, now()), COALESCE($8::timestamptz, now())
     FROM portfolios p WHERE p.id = $2 AND p.user_id = $6
     ON CONFLICT (portfolio_id, symbol) DO UPDATE SET
       average_price = (manual_holdings.quantity * manual_holdings.average_price
                        + EXCLUDED.quantity * EXCLUDED.average_price)
                       / (manual_holdings.quantity + EXCLUDED.quantity),
       quantity = manual_holdings.quantity + EXCLUDED.quantity,
       updated_at = now()
     WHERE manual_holdings.quantity + EXCLUDED.quantity <= $7
     RETURNING *`,
      [randomUUID(), portfolioId, h.symbol, h.quantity, h.averagePrice, userId, maxQuantity, at],
    )
    // PostgreSQL: the portfolio was deleted between the read and the insert's key check. The
    // transaction is aborted then: nothing more may be asked of it.
    .catch((err: unknown) => {
      if ((err as { code?: unknown }).code !== FOREIGN_KEY_VIOLATION) throw err
      gone = true
      return []
    })
  if (gone) return 'not_found'
  const row = rows[0]
  if (row) return toHolding(row, 'manual')
  const owned = await db.query('SELECT 1 FROM portfolios WHERE id = $1 AND user_id = $2', [
    portfolioId,
    userId,
  ])
  return owned.length > 0 ? 'too_large' : 'not_found'
}

/**
 * Deletes a manual holding, recording its value at market (else at its average price) leaving as
 * a `manual_remove` flow in the same transaction; an exchange holding is closed by selling it,
 * never deleted. Answers the portfolio it was deleted from.
 */
export async function deleteHolding(
  db: Db | Queryable,
  userId: string,
  id: string,
  priceOf: PriceOf,
): Promise<{ portfolioId: string } | 'exchange' | 'not_found'> {
  const deleted = await inTransaction(db, async (tx) => {
    const [row] = await tx.query<ManualHoldingRow>(
      `DELETE FROM manual_holdings m USING portfolios p
       WHERE m.id = $1 AND p.id = m.portfolio_id AND p.user_id = $2 RETURNING m.*`,
      [id, userId],
    )
    if (!row) return undefined
    const quantity = Number(row.quantity)
    const price = priceOf(row.symbol) ?? Number(row.average_price)
    await insertFlow(tx, {
      portfolioId: row.portfolio_id,
      kind: 'manual_remove',
      amount: -quantity * price,
      symbol: row.symbol,
      quantity,
    })
    return { portfolioId: row.portfolio_id }
  })
  if (deleted) return deleted
  const traded = await db.query(
    `SELECT 1 FROM holdings h JOIN portfolios p ON p.id = h.portfolio_id
     WHERE h.id = $1 AND p.user_id = $2`,
    [id, userId],
  )
  return traded.length > 0 ? 'exchange' : 'not_found'
}
