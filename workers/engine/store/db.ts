/**
 * The engine's IndexedDB database. Rows are written from parsed protocol objects but read back
 * as `unknown` and parsed again (see rows.ts): a row from an older app version, or one edited
 * in devtools, must never reach the UI unchecked.
 */
import { Dexie, type Table } from 'dexie'

export const DB_NAME = 'tradedesk'

export interface KvRow {
  key: string
  value: unknown
}

export type EngineDb = Dexie & {
  kv: Table<KvRow, string>
  portfolios: Table<unknown, string>
  holdings: Table<unknown, string>
  candles: Table<unknown, [string, string]>
  symbols: Table<unknown, string>
  orders: Table<unknown, string>
  positions: Table<unknown, string>
  /** Rows of app versions before 3; their lists now live in `lists`. */
  trades: Table<unknown, string>
  /**
   * One row per saved list (`orders.<portfolioId>`, `positions.…`, `trades.…`, at most
   * TRADES_MAX_LIMIT fills): a list is replaced whole, so it is written whole.
   */
  lists: Table<unknown, string>
  /** The last price seen per symbol, saved every few seconds (never per tick). */
  prices: Table<unknown, string>
  /** The last order book seen per symbol, saved likewise. */
  books: Table<unknown, string>
}

/** Keys of the kv table. */
export const KV = {
  user: 'session.user',
  csrf: 'session.csrf',
  settings: 'settings',
} as const

export function openDb(
  name: string,
  options?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange },
): EngineDb {
  const db = new Dexie(name, options) as EngineDb
  // Each version only adds stores; Dexie upgrades in place and keeps the earlier tables.
  db.version(1).stores({
    kv: 'key',
    portfolios: 'id',
    holdings: 'id, portfolioId',
    candles: '[symbol+timeframe]',
    symbols: 'symbol',
  })
  db.version(2).stores({
    orders: 'id, portfolioId',
    positions: 'id, portfolioId',
    trades: 'id, portfolioId',
  })
  db.version(3).stores({
    prices: 'symbol',
    books: 'symbol',
    lists: 'key',
  })
  return db
}
