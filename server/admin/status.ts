import type { SystemStatus } from '../../protocol/index.ts'
import type { AppContext, AppDeps } from '../context.ts'
import type { Queryable } from '../db/types.ts'
import { haltsOf } from '../market/halts.ts'
import type { FeedMeter } from './feed-meter.ts'

/** Null where the database will not say (a managed PostgreSQL may refuse the size function). */
async function databaseSize(db: Queryable): Promise<number | null> {
  try {
    const [row] = await db.query<{ size: number }>(
      'SELECT pg_database_size(current_database())::float8 AS size',
    )
    return row?.size ?? null
  } catch {
    return null
  }
}

async function lastHour(db: Queryable): Promise<SystemStatus['lastHour']> {
  const [row] = await db.query<{ orders: number; fills: number }>(
    `SELECT (SELECT count(*) FROM orders WHERE created_at > now() - interval '1 hour')::int AS orders,
            (SELECT count(*) FROM trades WHERE created_at > now() - interval '1 hour')::int AS fills`,
  )
  return { orders: row?.orders ?? 0, fills: row?.fills ?? 0 }
}

/** This process's figures and the database's, read when asked. */
export async function systemStatus(
  ctx: AppContext,
  { hub }: Pick<AppDeps, 'hub'>,
  meter: FeedMeter,
): Promise<SystemStatus> {
  const [sizeBytes, hour] = await Promise.all([databaseSize(ctx.db), lastHour(ctx.db)])
  const counts = hub.counts()
  const memory = process.memoryUsage()
  const uptimeSec = process.uptime()
  return {
    version: ctx.version,
    startedAt: new Date(Date.now() - uptimeSec * 1000).toISOString(),
    uptimeSec: Math.floor(uptimeSec),
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
    },
    sockets: { open: [...counts.values()].reduce((n, c) => n + c, 0), users: counts.size },
    feed: {
      ticksPerSec: meter.rate(),
      symbols: ctx.market.symbols().length,
      halted: haltsOf(ctx.market).size,
    },
    database: { kind: ctx.db.kind, sizeBytes },
    lastHour: hour,
  }
}
