/**
 * The Dexie copy of one portfolio's orders, positions, fills and balance, with the time the
 * server last confirmed it (`asOf`, a kv row beside the list: an empty list is a copy too).
 * Rows are read back through the protocol schemas; an invalid row is dropped.
 */
import { z } from 'zod'
import { balance, type Balance } from '../../../protocol/index.ts'
import type { EngineDb } from '../store/db.ts'
import { parseRows, readKv, writeKv } from '../store/rows.ts'
import { TRADING_KV_PREFIX } from '../store/user-data.ts'

export type ListTable = 'orders' | 'positions' | 'trades'

export interface Copy<T> {
  value: T
  asOf: number
}

const meta = z.object({ asOf: z.number() })
const balanceCopy = z.object({ balance: balance.nullable(), asOf: z.number() })
const metaKey = (what: string, portfolioId: string) => `${TRADING_KV_PREFIX}${what}.${portfolioId}`

/** Replaces the portfolio's rows of `table` with `rows`. */
export async function saveList(
  db: EngineDb,
  table: ListTable,
  portfolioId: string,
  rows: readonly { portfolioId: string }[],
  asOf: number,
): Promise<void> {
  const t = db[table]
  await db.transaction('rw', t, db.kv, async () => {
    await t.where('portfolioId').equals(portfolioId).delete()
    await t.bulkPut(rows.filter((r) => r.portfolioId === portfolioId))
    await writeKv(db, metaKey(table, portfolioId), { asOf })
  })
}

export async function loadList<T extends { portfolioId: string }>(
  db: EngineDb,
  table: ListTable,
  portfolioId: string,
  schema: z.ZodType<T>,
): Promise<Copy<T[]> | null> {
  const saved = await readKv(db, metaKey(table, portfolioId), meta)
  if (saved === null) return null
  const raw = await db[table].where('portfolioId').equals(portfolioId).toArray()
  const rows = parseRows(schema, raw).filter((r) => r.portfolioId === portfolioId)
  return { value: rows, asOf: saved.asOf }
}

export async function saveBalance(
  db: EngineDb,
  portfolioId: string,
  value: Balance | null,
  asOf: number,
): Promise<void> {
  await writeKv(db, metaKey('balance', portfolioId), { balance: value, asOf })
}

export async function loadBalance(
  db: EngineDb,
  portfolioId: string,
): Promise<Copy<Balance | null> | null> {
  const saved = await readKv(db, metaKey('balance', portfolioId), balanceCopy)
  return saved === null ? null : { value: saved.balance, asOf: saved.asOf }
}
