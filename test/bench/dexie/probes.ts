/**
 * Where saveList's time goes, each on the same orders at the same moment: saveList itself, a
 * replace that reads only primary keys and deletes only the ids that left, Dexie's bulkPut
 * alone, the bare IndexedDB API (floors.ts), and each portfolio's list kept as one row.
 */
import { order, type Order } from '../../../protocol/index.ts'
import { saveList } from '../../../workers/engine/orders/persist.ts'
import type { EngineDb } from '../../../workers/engine/store/db.ts'
import { writeKv } from '../../../workers/engine/store/rows.ts'
import { rawPuts, type Durability } from './floors.ts'
import {
  checked,
  expectCount,
  freshName,
  portfolioIds,
  savedOrders,
  timed,
  withDb,
  type WriteFigures,
} from './harness.ts'
import { orderRows } from './rows.ts'

type Lists = (readonly [string, readonly Order[]])[]

const listsOf = (portfolios: number, perPortfolio: number, pass = 0): Lists =>
  portfolioIds(portfolios).map((pid) => [pid, checked(order, orderRows(pid, perPortfolio, pass))])

/** A replace that never reads a row: keys through the index, only gone ids deleted, then put. */
async function replaceByKeys(db: EngineDb, pid: string, list: readonly Order[], asOf: number) {
  await db.transaction('rw', db.orders, db.kv, async () => {
    const fresh = new Set(list.map((r) => r.id))
    const held = await db.orders.where('portfolioId').equals(pid).primaryKeys()
    await db.orders.bulkDelete(held.filter((k) => !fresh.has(k)))
    await db.orders.bulkPut(list)
    await writeKv(db, `bench.asOf.${pid}`, { asOf })
  })
}

export const probes = {
  /** saveList's first write and replace, then the keys-only replace over the same rows. */
  async replaces(portfolios: number, perPortfolio: number) {
    return withDb(async (db) => {
      const total = portfolios * perPortfolio
      const pass = async (n: number, byKeys: boolean) => {
        const lists = listsOf(portfolios, perPortfolio, n)
        const ms = await timed(async () => {
          for (const [pid, list] of lists)
            if (byKeys) await replaceByKeys(db, pid, list, n)
            else await saveList(db, 'orders', pid, list, n)
        })
        const stored = byKeys
          ? db.orders.count()
          : savedOrders(
              db,
              lists.map(([pid]) => pid),
            )
        await expectCount('replace', stored, total)
        return { rows: total, transactions: portfolios, ms }
      }
      return {
        insert: await pass(0, false),
        replace: await pass(1, false),
        byKeys: await pass(2, true),
      }
    })
  },

  /** bulkPut alone on the engine's orders table, one transaction per batch. */
  async bulkPuts(batches: number, perBatch: number): Promise<WriteFigures> {
    return withDb(async (db) => {
      const lists = listsOf(batches, perBatch)
      const ms = await timed(async () => {
        for (const [, list] of lists) await db.orders.bulkPut(list)
      })
      await expectCount('bulkPut', db.orders.count(), batches * perBatch)
      return { rows: batches * perBatch, transactions: batches, ms }
    })
  },

  async rawPuts(
    batches: number,
    perBatch: number,
    durability: Durability,
    indexed: boolean,
  ): Promise<WriteFigures> {
    const lists = listsOf(batches, perBatch).map(([, list]) => list)
    const { ms, stored } = await rawPuts(freshName('raw-bench'), lists, durability, indexed)
    await expectCount('raw put', Promise.resolve(stored), batches * perBatch)
    return { rows: batches * perBatch, transactions: batches, ms }
  },

  /** Each portfolio's list as one row (writeKv), as the candle cache keeps a series. */
  async listRows(portfolios: number, perPortfolio: number): Promise<WriteFigures> {
    return withDb(async (db) => {
      const lists = listsOf(portfolios, perPortfolio)
      const ms = await timed(async () => {
        for (const [pid, list] of lists) await writeKv(db, `bench.orders.${pid}`, list)
      })
      await expectCount('list rows', db.kv.count(), portfolios)
      return { rows: portfolios * perPortfolio, transactions: portfolios, ms }
    })
  },
}
