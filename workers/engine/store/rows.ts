/** Reading rows back through the protocol schemas: an invalid row is dropped, never trusted. */
import type { z } from 'zod'
import type { EngineDb } from './db.ts'

export function parseRows<T>(schema: z.ZodType<T>, rows: readonly unknown[]): T[] {
  const out: T[] = []
  for (const row of rows) {
    const parsed = schema.safeParse(row)
    if (parsed.success) out.push(parsed.data)
  }
  return out
}

export async function readKv<T>(
  db: EngineDb,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const row = await db.kv.get(key)
  if (row === undefined) return null
  const parsed = schema.safeParse(row.value)
  return parsed.success ? parsed.data : null
}

export async function writeKv(db: EngineDb, key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value })
}

export async function deleteKv(db: EngineDb, key: string): Promise<void> {
  await db.kv.delete(key)
}
