import { randomUUID } from 'node:crypto'
import {
  MAX_ACTIVE_PRICE_ALERTS,
  type PriceAlert,
  type PriceAlertCondition,
  type PriceAlertFrequency,
  type Timeframe,
} from '../../protocol/index.ts'
import type { Db, Queryable } from '../db/types.ts'
import type { Stmt } from '../trading/unit-of-work.ts'
import type { AlertRule } from './rules.ts'
import type { WatchedAlert } from './watched-alerts.ts'

interface PriceAlertRow {
  id: string
  user_id: string
  symbol: string
  condition: PriceAlertCondition
  price: string | null
  percent: string | null
  window_sec: number | null
  frequency: PriceAlertFrequency
  timeframe: Timeframe | null
  is_active: boolean
  created_at: Date
  last_triggered_at: Date | null
  trigger_count: number
}

const COLUMNS = `id, user_id, symbol, condition, price, percent, window_sec, frequency, timeframe,
  is_active, created_at, last_triggered_at, trigger_count`

const num = (v: string | null): number | null => (v === null ? null : Number(v))

export const toWire = (r: PriceAlertRow): PriceAlert => ({
  id: r.id,
  symbol: r.symbol,
  condition: r.condition,
  price: num(r.price),
  percent: num(r.percent),
  windowSec: r.window_sec,
  frequency: r.frequency,
  timeframe: r.timeframe,
  isActive: r.is_active,
  createdAt: new Date(r.created_at).toISOString(),
  lastTriggeredAt: r.last_triggered_at && new Date(r.last_triggered_at).toISOString(),
  triggerCount: Number(r.trigger_count),
})

export const toWatched = (userId: string, a: PriceAlert): WatchedAlert => ({
  id: a.id,
  userId,
  symbol: a.symbol,
  condition: a.condition,
  price: a.price,
  percent: a.percent,
  windowSec: a.windowSec,
  frequency: a.frequency,
  timeframe: a.timeframe,
  lastFiredAt: a.lastTriggeredAt === null ? null : Date.parse(a.lastTriggeredAt),
  triggerCount: a.triggerCount,
})

export async function listPriceAlerts(db: Db, userId: string): Promise<PriceAlert[]> {
  const rows = await db.query<PriceAlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  )
  return rows.map(toWire)
}

/** Every switched-on alert, for the evaluator's start. */
export async function loadWatchedAlerts(db: Db): Promise<WatchedAlert[]> {
  const rows = await db.query<PriceAlertRow>(`SELECT ${COLUMNS} FROM price_alerts WHERE is_active`)
  return rows.map((r) => toWatched(r.user_id, toWire(r)))
}

export interface NewAlert extends AlertRule {
  symbol: string
}

const countActive = async (q: Queryable, userId: string): Promise<number> => {
  const rows = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND is_active',
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

/** The new alert, or `'limit'` when the user already has the most switched on. */
export async function insertPriceAlert(
  db: Db,
  userId: string,
  a: NewAlert,
): Promise<PriceAlert | 'limit'> {
  return db.transaction(async (tx) => {
    if ((await countActive(tx, userId)) >= MAX_ACTIVE_PRICE_ALERTS) return 'limit'
    const rows = await tx.query<PriceAlertRow>(
      `INSERT INTO price_alerts (id, user_id, symbol, condition, price, percent, window_sec,
         frequency, timeframe) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        userId,
        a.symbol,
        a.condition,
        a.price,
        a.percent,
        a.windowSec,
        a.frequency,
        a.timeframe,
      ],
    )
    const row = rows[0]
    if (!row) throw new Error('price alert insert returned no row')
    return toWire(row)
  })
}

/** The alert switched on or off; undefined when the user has no such alert; `'limit'` as above. */
export async function setPriceAlertActive(
  db: Db,
  userId: string,
  id: string,
  isActive: boolean,
): Promise<PriceAlert | 'limit' | undefined> {
  return db.transaction(async (tx) => {
    const current = await tx.query<{ is_active: boolean }>(
      'SELECT is_active FROM price_alerts WHERE id = $1 AND user_id = $2',
      [id, userId],
    )
    const was = current[0]
    if (!was) return undefined
    if (isActive && !was.is_active && (await countActive(tx, userId)) >= MAX_ACTIVE_PRICE_ALERTS)
      return 'limit'
    const rows = await tx.query<PriceAlertRow>(
      `UPDATE price_alerts SET is_active = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, isActive],
    )
    return rows[0] && toWire(rows[0])
  })
}

export async function deletePriceAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  )
  return rows.length > 0
}

/** Records a firing: when, one more, and off for a `once` alert. */
export const firingStmt = (id: string, at: Date, deactivate: boolean): Stmt => ({
  sql: `UPDATE price_alerts SET last_triggered_at = $2, trigger_count = trigger_count + 1,
          is_active = is_active AND NOT $3 WHERE id = $1`,
  params: [id, at, deactivate],
})
