import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { migrate } from './migrate.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import type { Db } from './types.ts'

export interface OpenDbOptions {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  inMemory?: boolean | undefined
  /** In memory only: a dumped PGlite data folder to start from (see openPglite). */
  template?: Blob | undefined
}

/** PostgreSQL when a URL is given, else PGlite (in memory, or under DATA_DIR/pglite); migrated. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  let db: Db
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl)
  } else if (opts.inMemory || opts.dataDir === undefined) {
    db = await openPglite(undefined, opts.template)
  } else {
    const dir = join(opts.dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
    db = await openPglite(dir)
  }
  try {
    await migrate(db)
  } catch (err) {
    await db.close()
    throw err
  }
  return db
}
