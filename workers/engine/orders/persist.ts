/**
 * The Dexie copy of one portfolio's orders, positions, fills and balance, with the time the
 * server last confirmed it (`asOf`: an empty list is a copy too). A list is always replaced
 * whole, so it is stored as one row (`lists`), as the candle cache stores a series: one write
 * per list instead of one per order (`npm run bench -- dexie`). Rows are read back through the
 * protocol schemas; an invalid row is dropped.
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

const savedList = z.object({ rows: z.array(z.unknown()), asOf: z.number() })
const balanceCopy = z.object({ balance: balance.nullable(), asOf: z.number() })
const metaKey = (what: string, portfolioId: string) => `${TRADING_KV_PREFIX}${what}.${portfolioId}`
const listKey = (table: ListTable, portfolioId: string) => `${table}.${portfolioId}`

/** Replaces the portfolio's saved `table` list with `rows`. */
export async function saveList(
  db: EngineDb,
  table: ListTable,
  portfolioId: string,
  rows: readonly { portfolioId: string }[],
  asOf: number,
): Promise<void> {
  await db.lists.put({
    key: listKey(table, portfolioId),
    rows: rows.filter((r) => r.portfolioId === portfolioId),
    asOf,
  })
}

export async function loadList<T extends { portfolioId: string }>(
  db: EngineDb,
  table: ListTable,
  portfolioId: string,
  schema: z.ZodType<T>,
): Promise<Copy<T[]> | null> {
  const saved = savedList.safeParse(await db.lists.get(listKey(table, portfolioId)))
  if (!saved.success) return null
  const rows = parseRows(schema, saved.data.rows).filter((r) => r.portfolioId === portfolioId)
  return { value: rows, asOf: saved.data.asOf }
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
