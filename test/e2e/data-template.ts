import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '../../server/db/open.ts'
import { migrationsHash } from '../server/db-template.ts'

/**
 * A migrated, empty PGlite data folder, made once per set of migrations and kept in the temp
 * folder: a server started on a copy of it skips initdb and the migrations (about 3 s of every
 * e2e server start), and starts exactly as `npm start` does on an existing data folder.
 */
async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `tradedesk-e2e-template-${await migrationsHash()}`)
  if (existsSync(dir)) return dir
  // Made aside and renamed, so a concurrent reader never sees half a folder.
  const aside = mkdtempSync(join(tmpdir(), 'tradedesk-e2e-making-'))
  const db = await openDb({ dataDir: aside })
  await db.close()
  try {
    renameSync(aside, dir)
  } catch {
    // Another process made it first: theirs is as good.
    rmSync(aside, { recursive: true, force: true })
  }
  return dir
}

/** A fresh data folder holding a copy of the migrated template. */
export async function freshDataDir(): Promise<string> {
  const template = await templateDir()
  const dir = mkdtempSync(join(tmpdir(), 'tradedesk-e2e-'))
  cpSync(template, dir, { recursive: true })
  return dir
}
