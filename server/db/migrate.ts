import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './types.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
// Any constant works; it only has to be the same for every server sharing one database.
const MIGRATION_LOCK_KEY = 727_001

export interface Migration {
  version: number
  name: string
  sql: string
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()
  return Promise.all(
    files.map(async (name) => ({
      version: Number.parseInt(name, 10),
      name,
      sql: await readFile(dir + name, 'utf8'),
    })),
  )
}

/** Applies pending migrations in order, all in one transaction; returns the names applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations())
  return db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not both apply the same file.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    )
    const applied: string[] = []
    for (const m of all) {
      if (done.has(m.version)) continue
      await tx.exec(m.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ])
      applied.push(m.name)
    }
    return applied
  })
}
