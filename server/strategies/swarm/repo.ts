import { randomUUID } from 'node:crypto'
import type { Db, Queryable } from '../../db/types.ts'
import type { StrategyEquityRow, StrategyRow, StrategyStateRow } from '../rows.ts'

/** `swarms` as both drivers return it. */
export interface SwarmRow {
  id: string
  user_id: string
  name: string
  status: 'active' | 'paused' | 'killed'
  capital: string
  learning_rate: number
  window_size: number
  rebalance_minutes: number
  weights: unknown
  created_at: Date
  updated_at: Date
  rebalanced_at: Date | null
}

/** `swarm_weights`: one rebalance's weights. */
export interface SwarmWeightsRow {
  swarm_id: string
  time: string | number
  weights: unknown
}

/** Every read is scoped to its owner, so another user's swarm is simply missing. */
export async function swarmRowsOf(db: Queryable, userId: string): Promise<SwarmRow[]> {
  return db.query<SwarmRow>('SELECT * FROM swarms WHERE user_id = $1 ORDER BY created_at, id', [
    userId,
  ])
}

export async function swarmRowById(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SwarmRow | undefined> {
  const rows = await db.query<SwarmRow>('SELECT * FROM swarms WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ])
  return rows[0]
}

/** Swarms due a rebalance (active, and rebalanced longer ago than their interval). */
export async function dueSwarms(db: Queryable, now: Date): Promise<SwarmRow[]> {
  return db.query<SwarmRow>(
    `SELECT * FROM swarms WHERE status = 'active'
       AND COALESCE(rebalanced_at, created_at) + rebalance_minutes * interval '1 minute' <= $1`,
    [now],
  )
}

export async function agentRowsOf(db: Queryable, swarmId: string): Promise<StrategyRow[]> {
  return db.query<StrategyRow>(
    'SELECT * FROM strategies WHERE swarm_id = $1 ORDER BY created_at, id',
    [swarmId],
  )
}

export async function agentStatesOf(db: Queryable, swarmId: string): Promise<StrategyStateRow[]> {
  return db.query<StrategyStateRow>(
    `SELECT st.* FROM strategy_state st JOIN strategies s ON s.id = st.strategy_id
     WHERE s.swarm_id = $1`,
    [swarmId],
  )
}

/** The last `window` equity points of each agent, oldest first. */
export async function agentEquityOf(
  db: Queryable,
  swarmId: string,
  window: number,
): Promise<StrategyEquityRow[]> {
  return db.query<StrategyEquityRow>(
    `SELECT strategy_id, time, equity FROM (
       SELECT e.strategy_id, e.time, e.equity,
         row_number() OVER (PARTITION BY e.strategy_id ORDER BY e.time DESC) AS n
       FROM strategy_equity e JOIN strategies s ON s.id = e.strategy_id
       WHERE s.swarm_id = $1) recent
     WHERE n <= $2 ORDER BY strategy_id, time`,
    [swarmId, window],
  )
}

export async function weightHistoryOf(db: Queryable, swarmId: string): Promise<SwarmWeightsRow[]> {
  return db.query<SwarmWeightsRow>(
    `SELECT * FROM (SELECT * FROM swarm_weights WHERE swarm_id = $1 ORDER BY time DESC LIMIT 200)
       recent ORDER BY time`,
    [swarmId],
  )
}

export interface NewSwarm {
  userId: string
  name: string
  capital: number
  learningRate: number
  window: number
  rebalanceMinutes: number
  strategyIds: readonly string[]
}

/**
 * The new swarm with equal weights, its agents joined; `'missing'` when one of them is not the
 * user's, `'taken'` when one is already in a swarm (checked under the rows' locks, so two
 * creations cannot both take the same strategy).
 */
export async function insertSwarm(db: Db, s: NewSwarm): Promise<SwarmRow | 'missing' | 'taken'> {
  return db.transaction(async (tx) => {
    const mine = await tx.query<{ id: string; swarm_id: string | null }>(
      `SELECT id, swarm_id FROM strategies WHERE user_id = $1
         AND id IN (SELECT jsonb_array_elements_text($2::jsonb)) FOR UPDATE`,
      [s.userId, JSON.stringify(s.strategyIds)],
    )
    if (mine.length !== new Set(s.strategyIds).size) return 'missing'
    if (mine.some((r) => r.swarm_id !== null)) return 'taken'
    const id = randomUUID()
    const now = new Date()
    const weights = Object.fromEntries(s.strategyIds.map((sid) => [sid, 1 / s.strategyIds.length]))
    const [row] = await tx.query<SwarmRow>(
      `INSERT INTO swarms (id, user_id, name, status, capital, learning_rate, window_size,
         rebalance_minutes, weights, created_at, updated_at)
       VALUES ($1, $2, $3, 'paused', $4, $5, $6, $7, $8::jsonb, $9, $9) RETURNING *`,
      [
        id,
        s.userId,
        s.name,
        s.capital,
        s.learningRate,
        s.window,
        s.rebalanceMinutes,
        JSON.stringify(weights),
        now,
      ],
    )
    await tx.query(
      `UPDATE strategies SET swarm_id = $1, updated_at = $2
       WHERE id IN (SELECT jsonb_array_elements_text($3::jsonb))`,
      [id, now, JSON.stringify(s.strategyIds)],
    )
    await tx.query(
      'INSERT INTO swarm_weights (swarm_id, time, weights) VALUES ($1, $2, $3::jsonb)',
      [id, now.getTime(), JSON.stringify(weights)],
    )
    if (!row) throw new Error('swarm insert returned no row')
    return row
  })
}

export interface SwarmChanges {
  name?: string | undefined
  learningRate?: number | undefined
  window?: number | undefined
  rebalanceMinutes?: number | undefined
  status?: SwarmRow['status'] | undefined
}

export async function updateSwarmRow(db: Queryable, id: string, c: SwarmChanges): Promise<void> {
  await db.query(
    `UPDATE swarms SET name = COALESCE($2, name), learning_rate = COALESCE($3, learning_rate),
       window_size = COALESCE($4, window_size),
       rebalance_minutes = COALESCE($5, rebalance_minutes), status = COALESCE($6, status),
       updated_at = $7
     WHERE id = $1`,
    [
      id,
      c.name ?? null,
      c.learningRate ?? null,
      c.window ?? null,
      c.rebalanceMinutes ?? null,
      c.status ?? null,
      new Date(),
    ],
  )
}

/** Records a rebalance's weights (the swarm's current ones and its history). */
export async function recordWeights(
  db: Queryable,
  id: string,
  weights: Record<string, number>,
  now: Date,
): Promise<void> {
  await db.query('UPDATE swarms SET weights = $2::jsonb, rebalanced_at = $3 WHERE id = $1', [
    id,
    JSON.stringify(weights),
    now,
  ])
  await db.query(
    `INSERT INTO swarm_weights (swarm_id, time, weights) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (swarm_id, time) DO UPDATE SET weights = EXCLUDED.weights`,
    [id, now.getTime(), JSON.stringify(weights)],
  )
}

/** Dissolves the swarm: its strategies stay (paused by the caller first), free of it. */
export async function deleteSwarmRow(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      "UPDATE strategies SET swarm_id = NULL, status = 'paused', updated_at = $2 WHERE swarm_id = $1",
      [id, new Date()],
    )
    await tx.query('DELETE FROM swarms WHERE id = $1', [id])
  })
}

/** Sets every agent's row status (the caller tells the live runner after the commit). */
export async function setAgentsStatus(
  db: Queryable,
  swarmId: string,
  status: 'active' | 'paused',
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'UPDATE strategies SET status = $2, updated_at = $3 WHERE swarm_id = $1 RETURNING id',
    [swarmId, status, new Date()],
  )
  return rows.map((r) => r.id)
}
