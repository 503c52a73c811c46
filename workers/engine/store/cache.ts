/**
 * Network first, IndexedDB second: the server is the truth when it answers; when it cannot be
 * reached (no response, or a 5xx: the server is down for the trader either way) the last copy
 * in Dexie is served with `fromCache: true`. A 4xx is a real answer and is passed on.
 */
import type { Table } from 'dexie'
import type { z } from 'zod'
import type { CachedValue, EngineResult } from '../types.ts'
import type { EngineDb } from './db.ts'
import { parseRows } from './rows.ts'

export interface CachePolicy<T> {
  fetch: () => Promise<EngineResult<T>>
  save: (value: T) => Promise<void>
  load: () => Promise<T | null>
  log?: ((message: string, detail?: unknown) => void) | undefined
}

export async function networkFirst<T>(p: CachePolicy<T>): Promise<EngineResult<CachedValue<T>>> {
  const res = await p.fetch()
  if (res.ok) {
    try {
      await p.save(res.value)
    } catch (err) {
      // A full or broken IndexedDB must not hide fresh server data.
      p.log?.('cache write failed', err)
    }
    return { ok: true, value: { value: res.value, fromCache: false } }
  }
  const unreachable = res.error.status === null || res.error.status >= 500
  if (!unreachable) return res
  let cached: T | null = null
  try {
    cached = await p.load()
  } catch (err) {
    p.log?.('cache read failed', err)
  }
  return cached === null ? res : { ok: true, value: { value: cached, fromCache: true } }
}

/** No rows is no copy: the server's error is then the answer. */
export const nonEmpty = <T>(rows: T[]): T[] | null => (rows.length > 0 ? rows : null)

/** The save and load of a list cached as a whole table, replaced on every fresh answer. */
export function tableCache<T>(
  db: EngineDb,
  table: Table<unknown, string>,
  schema: z.ZodType<T>,
): Pick<CachePolicy<T[]>, 'save' | 'load'> {
  return {
    save: (list) =>
      db.transaction('rw', table, async () => {
        await table.clear()
        await table.bulkPut(list)
      }),
    load: async () => nonEmpty(parseRows(schema, await table.toArray())),
  }
}
