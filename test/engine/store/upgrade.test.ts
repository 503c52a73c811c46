import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { KV } from '../../../workers/engine/store/db.ts'
import { freshDbName, idb, openTestDb } from '../helpers/engine-fixture.ts'
import { marketPrice } from '../helpers/market.ts'

const portfolio = {
  id: 'p1',
  name: 'Main',
  description: null,
  isActive: true,
  cash: 10_000,
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

/** The database exactly as an earlier version of the app declared and left it. */
async function writeOld(name: string, version: 1 | 2): Promise<void> {
  const old = new Dexie(name, idb)
  old.version(1).stores({
    kv: 'key',
    portfolios: 'id',
    holdings: 'id, portfolioId',
    candles: '[symbol+timeframe]',
    symbols: 'symbol',
  })
  if (version === 2)
    old.version(2).stores({
      orders: 'id, portfolioId',
      positions: 'id, portfolioId',
      trades: 'id, portfolioId',
    })
  await old.open()
  await old.table('kv').put({ key: KV.settings, value: { theme: 'light' } })
  await old.table('portfolios').put(portfolio)
  if (version === 2) await old.table('orders').put({ id: 'o1', portfolioId: 'p1' })
  old.close()
}

describe('a database written by an older version of the app', () => {
  for (const version of [1, 2] as const)
    it(`opens from version ${version}, keeps its rows, and gains the new tables`, async () => {
      const name = freshDbName()
      await writeOld(name, version)
      const db = openTestDb(name)
      await db.open()
      expect(db.verno).toBe(3)
      expect(await db.portfolios.get('p1')).toEqual(portfolio)
      expect((await db.kv.get(KV.settings))?.value).toEqual({ theme: 'light' })
      expect(await db.orders.count()).toBe(version === 2 ? 1 : 0)
      await db.prices.put(marketPrice('BTC-USD', 1))
      await db.books.put({ symbol: 'BTC-USD', bids: [], asks: [], lastUpdate: 1 })
      expect(await db.prices.count()).toBe(1)
      db.close()
    })
})
