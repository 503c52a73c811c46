import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { kvGetOrCreate } from '../db/kv.ts'
import type { Db } from '../db/types.ts'

const newSecret = (): string => randomBytes(48).toString('base64url')

async function fileSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return existing
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  await mkdir(dataDir, { recursive: true })
  const secret = newSecret()
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The signing secret: given, else persisted so tokens survive restarts — in the database when it
 * is shared PostgreSQL (several servers must agree), else in DATA_DIR; in memory for tests.
 */
export async function resolveJwtSecret(opts: {
  jwtSecret?: string | undefined
  db: Db
  dataDir?: string | undefined
  inMemoryDb?: boolean | undefined
}): Promise<string> {
  if (opts.jwtSecret) return opts.jwtSecret
  if (opts.db.kind === 'postgres') return kvGetOrCreate(opts.db, 'jwt_secret', newSecret)
  if (opts.dataDir !== undefined && !opts.inMemoryDb) return fileSecret(opts.dataDir)
  return newSecret()
}
