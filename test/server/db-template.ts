import { PGlite } from '@electric-sql/pglite'
import { createHash } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate } from '../../server/db/migrate.ts'
import { pgliteDb } from '../../server/db/pglite.ts'

const MIGRATIONS = new URL('../../server/db/migrations/', import.meta.url)

/** A hash of what a migrated database is made of: PGlite's version and every migration. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256')
  const pkg = await readFile(
    new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  )
  hash.update(pkg)
  for (const name of (await readdir(MIGRATIONS)).sort()) {
    hash.update(name)
    hash.update(await readFile(new URL(name, MIGRATIONS)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Names the template by what it is made of, so a changed migration makes a new one. */
const templateName = async (): Promise<string> => `tradedesk-pglite-${await migrationsHash()}.tar`

async function makeTemplate(path: string): Promise<Blob> {
  const fresh = await PGlite.create()
  await migrate(pgliteDb(fresh))
  const dump = await fresh.dumpDataDir('none')
  await fresh.close()
  // Written aside and renamed, so a worker reading it never sees half a file.
  const aside = `${path}.${process.pid}.${Date.now()}`
  await writeFile(aside, Buffer.from(await dump.arrayBuffer()))
  await rename(aside, path)
  return dump
}

let template: Promise<Blob> | undefined

/**
 * A migrated, empty PGlite database as a dump, made once per set of migrations and kept in the
 * temp folder for every test file after: a test server loads it instead of running initdb.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = join(tmpdir(), await templateName())
    try {
      return new Blob([await readFile(path)])
    } catch {
      return makeTemplate(path)
    }
  })()
  return template
}
