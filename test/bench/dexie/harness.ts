/** What every write in the bench's worker shares: a fresh database, checked rows, a stopwatch. */
import type { z } from 'zod'
import { order } from '../../../protocol/index.ts'
import { loadList } from '../../../workers/engine/orders/persist.ts'
import { openDb, type EngineDb } from '../../../workers/engine/store/db.ts'

export interface WriteFigures {
  rows: number
  transactions: number
  ms: number
}

let opened = 0

/** A unique database name for this worker's life. */
export const freshName = (prefix: string): string => `${prefix}-${(opened += 1)}`

/** A fresh database with the engine's schema (openDb), deleted afterwards. */
export async function withDb<T>(use: (db: EngineDb) => Promise<T>): Promise<T> {
  const db = openDb(freshName('dexie-bench'))
  await db.open()
  try {
    return await use(db)
  } finally {
    await db.delete()
  }
}

/** The rows, once each has passed its protocol schema (not timed). */
export function checked<T>(schema: z.ZodType<T>, rows: readonly T[]): readonly T[] {
  for (const r of rows) schema.parse(r)
  return rows
}

/** Throws unless the store holds what was written: a figure for lost rows is no figure. */
export async function expectCount(what: string, counted: Promise<number>, expected: number) {
  const n = await counted
  if (n !== expected) throw new Error(`${what}: ${n} rows stored, ${expected} written`)
}

export async function timed(write: () => Promise<void>): Promise<number> {
  const t0 = performance.now()
  await write()
  return performance.now() - t0
}

export const portfolioIds = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `bench-portfolio-${i}`)

/** Orders saved by saveList for these portfolios, read back as the engine does (parsed). */
export async function savedOrders(db: EngineDb, portfolioIds: readonly string[]): Promise<number> {
  const counts = await Promise.all(
    portfolioIds.map(async (pid) => (await loadList(db, 'orders', pid, order))?.value.length ?? 0),
  )
  return counts.reduce((a, b) => a + b, 0)
}
