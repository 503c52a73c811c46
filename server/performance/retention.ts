import type { Queryable } from '../db/types.ts'

const DAY_MS = 86_400_000
/** Points younger than this keep minute resolution (enough for the 1D chart). */
export const MINUTE_RESOLUTION_MS = 2 * DAY_MS
/** Points younger than this (and older than 2 days) keep hourly resolution (1W…3M charts). */
export const HOUR_RESOLUTION_MS = 90 * DAY_MS
// Older points keep one per UTC day: 1Y and ALL charts need no more.

/**
 * Thins the history: within each resolution tier keeps the last point of every minute, hour or
 * UTC day bucket (the bucket's closing equity, like a candle's close) and deletes the rest.
 * A point is judged by its own age, so it moves to a coarser tier as it gets older; one statement
 * for all portfolios. Returns the number of points deleted.
 */
export async function thinSnapshots(db: Queryable, now: Date): Promise<number> {
  const minuteSince = new Date(now.getTime() - MINUTE_RESOLUTION_MS)
  const hourSince = new Date(now.getTime() - HOUR_RESOLUTION_MS)
  const [row] = await db.query<{ n: number }>(
    `WITH tiered AS (
       SELECT portfolio_id, at,
         CASE WHEN at >= $1 THEN 'minute' WHEN at >= $2 THEN 'hour' ELSE 'day' END AS unit
       FROM equity_snapshots
     ), ranked AS (
       SELECT portfolio_id, at, row_number() OVER (
         PARTITION BY portfolio_id, unit, date_trunc(unit, at AT TIME ZONE 'UTC')
         ORDER BY at DESC) AS rn
       FROM tiered
     ), deleted AS (
       DELETE FROM equity_snapshots e USING ranked r
       WHERE e.portfolio_id = r.portfolio_id AND e.at = r.at AND r.rn > 1
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM deleted`,
    [minuteSince, hourSince],
  )
  return row?.n ?? 0
}
