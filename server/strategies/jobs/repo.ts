import { backtestStats, type BacktestStats, type BacktestSummary } from '../../../protocol/index.ts'
import { strategyConfigShape, type StrategyConfig } from '../../../protocol/strategies/config.ts'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { z } from 'zod'
import type { Queryable } from '../../db/types.ts'
import { num, type BacktestRow } from '../rows.ts'

/** The backtests table (backtests and optimisations): every read scoped to its owner. */

const paramsOf = z.record(z.string(), z.number())
const SUMMARY_COLUMNS = `id, user_id, strategy_id, strategy_name, kind, status, symbol, timeframe,
  from_time, to_time, initial_capital, params, progress, stats, error, duration_ms, created_at,
  finished_at`

type SummaryRow = Omit<BacktestRow, 'request' | 'config' | 'result'>

export function toSummary(r: SummaryRow): BacktestSummary {
  const stats = backtestStats.safeParse(r.stats)
  const params = paramsOf.safeParse(r.params)
  return {
    id: r.id,
    strategyId: r.strategy_id,
    strategyName: r.strategy_name,
    kind: r.kind,
    status: r.status,
    progress: Number(r.progress),
    symbol: r.symbol,
    timeframe: r.timeframe,
    from: num(r.from_time),
    to: num(r.to_time),
    initialCapital: num(r.initial_capital),
    params: params.success ? params.data : {},
    stats: stats.success ? stats.data : null,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
    finishedAt: r.finished_at && new Date(r.finished_at).toISOString(),
    durationMs: r.duration_ms,
  }
}

const gunzipAsync = promisify(gunzip)

type ReportRow = SummaryRow & { config: unknown; result_text: string | null }

/**
 * GET /backtests/:id as JSON text: the summary and config, then the report as the worker wrote
 * it. A long run's report is megabytes, so it is kept gzipped (a jsonb string of base64),
 * inflated on the thread pool and sent as it is: never parsed or re-serialised on the main
 * thread. An optimisation has no report here: its result was the answer to its request.
 */
export async function backtestText(r: ReportRow): Promise<string> {
  const head = JSON.stringify({ ...toSummary(r), config: strategyConfigShape.parse(r.config) })
  const result =
    r.result_text === null
      ? 'null'
      : (await gunzipAsync(Buffer.from(r.result_text, 'base64'))).toString('utf8')
  return `${head.slice(0, -1)},"result":${result}}`
}

export async function jobReport(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ReportRow | undefined> {
  const rows = await db.query<ReportRow>(
    `SELECT ${SUMMARY_COLUMNS}, config,
       CASE WHEN kind = 'backtest' AND jsonb_typeof(result) = 'string' THEN result #>> '{}' END
         AS result_text
     FROM backtests WHERE id = $1 AND user_id = $2`,
    [id, userId],
  )
  return rows[0]
}

export async function listJobs(
  db: Queryable,
  userId: string,
  strategyId?: string,
): Promise<BacktestSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM backtests
     WHERE user_id = $1 AND ($2::text IS NULL OR strategy_id = $2)
     ORDER BY created_at DESC, id DESC LIMIT 500`,
    [userId, strategyId ?? null],
  )
  return rows.map(toSummary)
}

export async function jobRowById(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SummaryRow | undefined> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM backtests WHERE id = $1 AND user_id = $2`,
    [id, userId],
  )
  return rows[0]
}

export async function runningJobCount(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM backtests WHERE user_id = $1 AND status IN ('queued', 'running')`,
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

export interface NewJob {
  id: string
  userId: string
  strategyId: string
  strategyName: string
  kind: 'backtest' | 'optimize'
  symbol: string
  timeframe: string
  from: number
  to: number
  initialCapital: number
  params: Record<string, number>
  request: unknown
  config: StrategyConfig
}

/** The new queued job, or undefined when its id is taken (a client-chosen optimisation id). */
export async function insertJob(db: Queryable, j: NewJob): Promise<BacktestRow | undefined> {
  const rows = await db.query<BacktestRow>(
    `INSERT INTO backtests (id, user_id, strategy_id, strategy_name, kind, status, symbol,
       timeframe, from_time, to_time, initial_capital, params, request, config, created_at)
     VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb,
       $14)
     ON CONFLICT (id) DO NOTHING RETURNING *`,
    [
      j.id,
      j.userId,
      j.strategyId,
      j.strategyName,
      j.kind,
      j.symbol,
      j.timeframe,
      j.from,
      j.to,
      j.initialCapital,
      JSON.stringify(j.params),
      JSON.stringify(j.request),
      JSON.stringify(j.config),
      new Date(),
    ],
  )
  return rows[0]
}

export interface JobChange {
  status?: BacktestRow['status']
  progress?: number
  stats?: BacktestStats | null
  result?: unknown
  /** A backtest's report, gzipped JSON in base64, kept as a jsonb string (see backtestText). */
  resultPacked?: string
  error?: string | null
  durationMs?: number
  finished?: boolean
}

/** Applies a change unless the job already finished (a cancel won the race); the row after. */
export async function updateJob(
  db: Queryable,
  id: string,
  c: JobChange,
): Promise<SummaryRow | undefined> {
  const rows = await db.query<SummaryRow>(
    `UPDATE backtests SET
       status = COALESCE($2, status),
       progress = COALESCE($3, progress),
       stats = COALESCE($4::jsonb, stats),
       result = COALESCE($5::jsonb, to_jsonb($9::text), result),
       error = COALESCE($6, error),
       duration_ms = COALESCE($7, duration_ms),
       finished_at = CASE WHEN $8 THEN now() ELSE finished_at END
     WHERE id = $1 AND status IN ('queued', 'running') RETURNING ${SUMMARY_COLUMNS}`,
    [
      id,
      c.status ?? null,
      c.progress ?? null,
      c.stats ? JSON.stringify(c.stats) : null,
      c.result === undefined ? null : JSON.stringify(c.result),
      c.error ?? null,
      c.durationMs === undefined ? null : Math.round(c.durationMs),
      c.finished ?? false,
      c.resultPacked ?? null,
    ],
  )
  return rows[0]
}

export async function deleteJobRow(db: Queryable, userId: string, id: string): Promise<void> {
  await db.query('DELETE FROM backtests WHERE id = $1 AND user_id = $2', [id, userId])
}

/** Jobs a stopped server left behind can never finish: failed, with the reason. */
export async function failLeftoverJobs(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE backtests SET status = 'failed', error = 'Stopped by a server restart',
       finished_at = now() WHERE status IN ('queued', 'running') RETURNING id`,
  )
  return rows.length
}
