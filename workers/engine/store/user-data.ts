/**
 * Signing out: the next person on this browser must not see the previous trader's data, so
 * every table of the user's own data is emptied, with the kv rows of the trading lists.
 */
import type { EngineDb } from './db.ts'

/** Prefix of the kv rows that belong to the signed-in trader's orders, fills and balances. */
export const TRADING_KV_PREFIX = 'trading.'

export function clearUserData(db: EngineDb): Promise<void> {
  const tables = [db.portfolios, db.holdings, db.orders, db.positions, db.trades, db.lists, db.kv]
  return db.transaction('rw', tables, async () => {
    await Promise.all([
      db.portfolios.clear(),
      db.holdings.clear(),
      db.orders.clear(),
      db.positions.clear(),
      db.trades.clear(),
      db.lists.clear(),
      db.kv.where('key').startsWith(TRADING_KV_PREFIX).delete(),
    ])
  })
}
