/**
 * Network first, IndexedDB second: the server is the truth when it answers; when it cannot be
 * reached (no response, or a 5xx: the server is down for the trader either way) the last copy
 * in Dexie is served with `fromCache: true`. A 4xx is a real answer and is passed on.
 */
import type { Table } from 'dexie'
import { z } from 'zod'
import type { CachedValue, EngineResult } from '../types.ts'
import type { EngineDb } from './db.ts'
import { parseRows, readKv, writeKv } from './rows.ts'

/**
 * When a copy was saved, in a kv row beside it: a list saved empty is a copy too (a trader with
 * no holdings yet), and the page can say how old the copy is.
 */
export interface Stamp {
  db: EngineDb
  key: string
  now: () => number
}
const stampRow = z.object({ savedAt: z.number() })
const readStamp = async (s: Stamp): Promise<number | null> =>
  (await readKv(s.db, s.key, stampRow))?.savedAt ?? null

export interface CachePolicy<T> {
  fetch: () => Promise<EngineResult<T>>
  save: (value: T) => Promise<void>
  load: () => Promise<T | null>
  log?: ((message: string, detail?: unknown) => void) | undefined
  stamp?: Stamp | undefined
}

const isEmptyList = (v: unknown): boolean => Array.isArray(v) && v.length === 0

export async function networkFirst<T>(p: CachePolicy<T>): Promise<EngineResult<CachedValue<T>>> {
  const res = await p.fetch()
  if (res.ok) {
    try {
      await p.save(res.value)
      if (p.stamp) await writeKv(p.stamp.db, p.stamp.key, { savedAt: p.stamp.now() })
    } catch (err) {
      // A full or broken IndexedDB must not hide fresh server data.
      p.log?.('cache write failed', err)
    }
    return { ok: true, value: { value: res.value, fromCache: false } }
  }
  const unreachable = res.error.status === null || res.error.status >= 500
  if (!unreachable) return res
  let cached: T | null = null
  let savedAt: number | null = null
  try {
    cached = await p.load()
    savedAt = p.stamp ? await readStamp(p.stamp) : null
  } catch (err) {
    p.log?.('cache read failed', err)
  }
  // With no stamp (nothing saved, or a copy from before stamps) an empty list is no copy.
  if (savedAt === null && isEmptyList(cached)) cached = null
  return cached === null ? res : { ok: true, value: { value: cached, fromCache: true, savedAt } }
}

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
    load: async () => parseRows(schema, await table.toArray()),
  }
}
