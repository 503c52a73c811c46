import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable, SqlParam } from './types.ts'

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

const wrap = (q: PgliteLike): Queryable => ({
  async query<T>(sql: string, params: readonly SqlParam[] = []) {
    const res = await q.query<T>(sql, [...params])
    return res.rows
  },
  async exec(sql: string) {
    await q.exec(sql)
  },
})

/** PGlite in a data folder, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create({ dataDir })
  const base = wrap(pg)
  return {
    kind: 'pglite',
    ...base,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
