import { randomUUID } from 'node:crypto'
import type { StrategyStatus } from '../../protocol/index.ts'
import type { StrategyConfig } from '../../protocol/strategies/config.ts'
import type { Db, Queryable } from '../db/types.ts'
import type { StrategyRow, StrategyStateRow } from './rows.ts'

/** The strategies table: every read is scoped to its owner, so another user's id is missing. */

export async function strategyRowsOf(db: Queryable, userId: string): Promise<StrategyRow[]> {
  return db.query<StrategyRow>(
    'SELECT * FROM strategies WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  )
}

export async function strategyRowById(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StrategyRow | undefined> {
  const rows = await db.query<StrategyRow>(
    'SELECT * FROM strategies WHERE id = $1 AND user_id = $2',
    [id, userId],
  )
  return rows[0]
}

export async function stateRowsOf(
  db: Queryable,
  strategyIds: readonly string[],
): Promise<StrategyStateRow[]> {
  if (strategyIds.length === 0) return []
  return db.query<StrategyStateRow>(
    `SELECT * FROM strategy_state
     WHERE strategy_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(strategyIds)],
  )
}

export interface NewStrategy {
  userId: string
  portfolioId: string | null
  name: string
  description: string
  templateId: string | null
  config: StrategyConfig
  allocatedCapital: number
}

/** The new paused strategy, or `'limit'` when the user already has `max` of them. */
export async function insertStrategy(
  db: Db,
  s: NewStrategy,
  max: number,
): Promise<StrategyRow | 'limit'> {
  return db.transaction(async (tx) => {
    // The user's row is locked so that concurrent creations cannot together pass the limit.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [s.userId])
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM strategies WHERE user_id = $1',
      [s.userId],
    )
    if (Number(count[0]?.n ?? 0) >= max) return 'limit'
    const now = new Date()
    const rows = await tx.query<StrategyRow>(
      `INSERT INTO strategies (id, user_id, portfolio_id, name, description, type, template_id,
         config, allocated_capital, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'automated', $6, $7::jsonb, $8, 'paused', $9, $9)
       RETURNING *`,
      [
        randomUUID(),
        s.userId,
        s.portfolioId,
        s.name,
        s.description,
        s.templateId,
        JSON.stringify(s.config),
        s.allocatedCapital,
        now,
      ],
    )
    const row = rows[0]
    if (!row) throw new Error('strategy insert returned no row')
    return row
  })
}

export interface StrategyChanges {
  name?: string
  description?: string
  config?: StrategyConfig
  allocatedCapital?: number
  portfolioId?: string
  status?: StrategyStatus
}

/** Writes the changes given; the row after them (undefined when it is gone). */
export async function updateStrategyRow(
  db: Queryable,
  userId: string,
  id: string,
  c: StrategyChanges,
): Promise<StrategyRow | undefined> {
  const rows = await db.query<StrategyRow>(
    `UPDATE strategies SET
       name = COALESCE($3, name),
       description = COALESCE($4, description),
       config = COALESCE($5::jsonb, config),
       allocated_capital = COALESCE($6, allocated_capital),
       portfolio_id = COALESCE($7, portfolio_id),
       status = COALESCE($8, status),
       updated_at = $9
     WHERE id = $1 AND user_id = $2 RETURNING *`,
    [
      id,
      userId,
      c.name ?? null,
      c.description ?? null,
      c.config === undefined ? null : JSON.stringify(c.config),
      c.allocatedCapital ?? null,
      c.portfolioId ?? null,
      c.status ?? null,
      new Date(),
    ],
  )
  return rows[0]
}

export async function deleteStrategyRow(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM strategies WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  )
  return rows.length > 0
}
