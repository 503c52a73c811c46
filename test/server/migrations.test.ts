import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { openPglite } from '../../server/db/pglite.ts'
import type { Db } from '../../server/db/types.ts'
import { reconcile } from './fuzz/reconcile.ts'

/** An in-memory database as an older server left it: migrated up to, not including, `version`. */
async function databaseBefore(version: number): Promise<Db> {
  const db = await openPglite(undefined)
  await migrate(
    db,
    (await loadMigrations()).filter((m) => m.version < version),
  )
  return db
}

/**
 * A database written before manual holdings had their own table: one row per symbol mixed what
 * fills bought with what was typed in, and portfolios had no record of their paper cash.
 */
let db: Db
beforeAll(async () => {
  db = await databaseBefore(6)
  await db.exec(`
    INSERT INTO users (id, email, username, password_hash) VALUES ('u', 'u@x.io', 'u', 'h');
    INSERT INTO portfolios (id, user_id, name, cash, reserved)
      VALUES ('p', 'u', 'Main', 89990, 1000), ('q', 'u', 'Empty', 100000, 0);
    -- 0.3 BTC bought on the exchange, 2 more typed in; 5 ETH all typed in.
    INSERT INTO holdings (id, portfolio_id, symbol, quantity, average_price, reserved) VALUES
      ('h1', 'p', 'BTC-USD', 2.3, 40000, 0),
      ('h2', 'p', 'ETH-USD', 5, 3000, 5);
    INSERT INTO orders (id, user_id, portfolio_id, symbol, market, side, order_type, quantity,
      price, time_in_force, status, reserved_cash, created_at, updated_at) VALUES
      ('o1', 'u', 'p', 'BTC-USD', 'spot', 'buy', 'market', 0.3, NULL, 'IOC', 'filled', 0, now(), now()),
      ('o2', 'u', 'p', 'ETH-USD', 'spot', 'sell', 'limit', 5, 9000, 'GTC', 'open', 0, now(), now()),
      ('o3', 'u', 'p', 'XAU-USD', 'spot', 'buy', 'limit', 1, 1000, 'GTC', 'open', 1000, now(), now());
    -- 0.3 × 33,330 = 9,999 plus a 1.00 fee: 10,000 spent, so 89,990 cash means 99,990 granted.
    INSERT INTO trades (id, order_id, portfolio_id, symbol, market, side, price, quantity, fee,
      liquidity, created_at) VALUES ('t1', 'o1', 'p', 'BTC-USD', 'spot', 'buy', 33330, 0.3, 1, 'taker', now());`)
  await migrate(db)
})
afterAll(async () => {
  await db.close()
})

describe('006: manual holdings and paper cash grants', () => {
  it('keeps what fills bought on the exchange and moves the rest to manual holdings', async () => {
    const traded = await db.query<{ symbol: string; quantity: string }>(
      'SELECT symbol, quantity FROM holdings ORDER BY symbol',
    )
    expect(traded.map((r) => [r.symbol, Number(r.quantity)])).toEqual([['BTC-USD', 0.3]])
    const manual = await db.query<{ symbol: string; quantity: string; average_price: string }>(
      'SELECT symbol, quantity, average_price FROM manual_holdings ORDER BY symbol',
    )
    expect(manual.map((r) => [r.symbol, Number(r.quantity), Number(r.average_price)])).toEqual([
      ['BTC-USD', 2, 40000],
      ['ETH-USD', 5, 3000],
    ])
  })

  it('ends open sells that were selling manual quantity, and nothing else', async () => {
    const orders = await db.query<{ id: string; status: string; reason: string | null }>(
      'SELECT id, status, reason FROM orders ORDER BY id',
    )
    expect(orders).toEqual([
      { id: 'o1', status: 'filled', reason: null },
      {
        id: 'o2',
        status: 'cancelled',
        reason: 'Cancelled: manual holdings cannot be sold on the exchange',
      },
      { id: 'o3', status: 'open', reason: null },
    ])
  })

  it('records the grant that explains each portfolio’s cash, so the books reconcile', async () => {
    const grants = await db.query<{ portfolio_id: string; amount: string; reason: string }>(
      'SELECT portfolio_id, amount, reason FROM paper_cash_grants ORDER BY portfolio_id',
    )
    expect(grants.map((g) => [g.portfolio_id, Number(g.amount), g.reason])).toEqual([
      ['p', 99_990, 'before_ledger'],
      ['q', 100_000, 'before_ledger'],
    ])
    expect(await reconcile(db)).toEqual([])
  })
})

describe('migration 005', () => {
  it('backfills one session per refresh-token family, ended when all its tokens are revoked', async () => {
    const db = await databaseBefore(5)
    try {
      await db.exec(`
        INSERT INTO users (id, email, username, password_hash) VALUES ('u1', 'a@x.io', 'a', 'h');
        INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, used_at, revoked_at)
        VALUES
          ('t1', 'u1', 'live', 'h1', now() + interval '1 day', now(), NULL),
          ('t2', 'u1', 'live', 'h2', now() + interval '1 day', NULL, NULL),
          ('t3', 'u1', 'ended', 'h3', now() + interval '1 day', now(), now()),
          ('t4', 'u1', 'ended', 'h4', now() + interval '1 day', NULL, now()),
          ('t5', 'u1', 'partly', 'h5', now() + interval '1 day', NULL, now()),
          ('t6', 'u1', 'partly', 'h6', now() + interval '1 day', NULL, NULL);
      `)
      await migrate(db)
      const rows = await db.query<{ id: string; user_id: string; ended: boolean }>(
        'SELECT id, user_id, revoked_at IS NOT NULL AS ended FROM sessions ORDER BY id',
      )
      expect(rows).toEqual([
        { id: 'ended', user_id: 'u1', ended: true },
        { id: 'live', user_id: 'u1', ended: false },
        { id: 'partly', user_id: 'u1', ended: false },
      ])
      // Refresh tokens now belong to a session: ending it (or the user) takes them along.
      await db.query("DELETE FROM sessions WHERE id = 'ended'")
      const left = await db.query<{ id: string }>('SELECT id FROM refresh_tokens ORDER BY id')
      expect(left.map((r) => r.id)).toEqual(['t1', 't2', 't5', 't6'])
    } finally {
      await db.close()
    }
  })
})
