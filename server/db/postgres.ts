import pg from 'pg'
import type { Db, Queryable, SqlParam } from './types.ts'

interface PgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

const wrap = (q: PgLike): Queryable => ({
  async query<T>(sql: string, params: readonly SqlParam[] = []) {
    const res = await q.query(sql, [...params])
    return res.rows as T[]
  },
  async exec(sql: string) {
    await q.query(sql)
  },
})

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash
  // the process, while the pool simply replaces the client on the next query.
  pool.on('error', (err) => console.error('PostgreSQL idle client error:', err.message))
  // Fail at start-up, not at the first request, when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
