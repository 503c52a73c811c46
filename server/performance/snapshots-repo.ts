import type { PortfolioRow } from '../db/rows.ts'
import type { Queryable } from '../db/types.ts'
import type { EquityPoint } from './downsample.ts'

interface PointRow {
  at: Date
  equity: number
}

const toPoint = (r: PointRow): EquityPoint => ({ time: r.at.getTime(), equity: Number(r.equity) })

/** One equity point; a second one at the same instant replaces the first. */
export async function insertSnapshot(
  db: Queryable,
  portfolioId: string,
  at: Date,
  equity: number,
): Promise<void> {
  await db.query(
    `INSERT INTO equity_snapshots (portfolio_id, at, equity) VALUES ($1, $2, $3)
     ON CONFLICT (portfolio_id, at) DO UPDATE SET equity = EXCLUDED.equity`,
    [portfolioId, at, equity],
  )
}

/**
 * The points at or after `from` (all of them when null), oldest first, and the last point
 * before `from`: the equity the window started with.
 */
export async function readSeries(
  db: Queryable,
  portfolioId: string,
  from: Date | null,
): Promise<{ prior: EquityPoint | undefined; points: EquityPoint[] }> {
  const rows = await db.query<PointRow>(
    `SELECT at, equity::float8 AS equity FROM equity_snapshots
     WHERE portfolio_id = $1 AND ($2::timestamptz IS NULL OR at >= $2)
     ORDER BY at`,
    [portfolioId, from],
  )
  let prior: EquityPoint | undefined
  if (from) {
    const [row] = await db.query<PointRow>(
      `SELECT at, equity::float8 AS equity FROM equity_snapshots
       WHERE portfolio_id = $1 AND at < $2 ORDER BY at DESC LIMIT 1`,
      [portfolioId, from],
    )
    prior = row && toPoint(row)
  }
  return { prior, points: rows.map(toPoint) }
}

/** Every portfolio's id: the recorder's default list. */
export async function allPortfolioIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<Pick<PortfolioRow, 'id'>>('SELECT id FROM portfolios ORDER BY id')
  return rows.map((r) => r.id)
}

/**
 * The closing point of every UTC day in [from, to): each day's last recorded equity, oldest
 * first (what daily analytics are computed from).
 */
export async function readDailyCloses(
  db: Queryable,
  portfolioId: string,
  from: Date,
  to: Date,
): Promise<EquityPoint[]> {
  const rows = await db.query<PointRow>(
    `SELECT DISTINCT ON (date_trunc('day', at AT TIME ZONE 'UTC')) at, equity::float8 AS equity
     FROM equity_snapshots WHERE portfolio_id = $1 AND at >= $2 AND at < $3
     ORDER BY date_trunc('day', at AT TIME ZONE 'UTC'), at DESC`,
    [portfolioId, from, to],
  )
  return rows.map(toPoint)
}

/** When the portfolio's equity was first recorded; undefined before any point. */
export async function firstSnapshotTime(
  db: Queryable,
  portfolioId: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ at: Date | null }>(
    'SELECT min(at) AS at FROM equity_snapshots WHERE portfolio_id = $1',
    [portfolioId],
  )
  return row?.at ? new Date(row.at).getTime() : undefined
}
