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

/**
 * PGlite in a data folder, or in memory when `dataDir` is undefined (tests). An in-memory
 * database may start from `template`, a dump of one already made (`dumpDataDir`), which skips
 * PGlite's initdb: seconds per test server.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Db> {
  const pg =
    dataDir !== undefined
      ? await PGlite.create({ dataDir })
      : await PGlite.create(template ? { loadDataDir: template } : {})
  return pgliteDb(pg)
}

/** The query layer over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
