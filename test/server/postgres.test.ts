/**
 * The DATABASE_URL path: the same server, migrations and queries on a real PostgreSQL server
 * instead of the embedded PGlite (a throwaway cluster of Debian's PostgreSQL, see pg-cluster.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Balance, Order, Performance, Position, Trade } from '../../protocol/index.ts'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { openDb } from '../../server/db/open.ts'
import { startPgCluster, type PgCluster } from './pg-cluster.ts'
import { startServer, type TestServer } from './helpers.ts'
import { cents, newTrader, place, type Trader, perpMarket } from './trading/trading-helpers.ts'

let cluster: PgCluster
beforeAll(async () => {
  cluster = await startPgCluster()
}, 60_000)
afterAll(async () => {
  await cluster.stop()
})

const SYM = 'XAU-USD'

describe('PostgreSQL (DATABASE_URL)', () => {
  it('migrates once, even when two servers start together', async () => {
    const [a, b] = await Promise.all([
      openDb({ databaseUrl: cluster.url }),
      openDb({ databaseUrl: cluster.url }),
    ])
    try {
      expect(a.kind).toBe('postgres')
      const applied = await a.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      )
      const every = (await loadMigrations()).map((m) => m.version)
      expect(every.length).toBeGreaterThanOrEqual(11)
      expect(applied.map((r) => r.version)).toEqual(every)
      expect(await migrate(b)).toEqual([])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('trades, commits and restores across a restart like the embedded database', async () => {
    let t: TestServer = await startServer({ databaseUrl: cluster.url, inMemoryDb: false })
    let trader: Trader
    let resting: Order
    let before: { balance: Balance; positions: Position[]; trades: Trade[] }
    const read = async (s: TestServer, who: Trader) => {
      const get = async <T>(path: string) =>
        (await s.api<T>('GET', path, { token: who.token })).body
      return {
        balance: await get<Balance>(`/api/v1/portfolios/${who.portfolioId}/balances`),
        positions: await get<Position[]>(`/api/v1/positions?portfolio_id=${who.portfolioId}`),
        trades: await get<Trade[]>(`/api/v1/trades?portfolio_id=${who.portfolioId}`),
      }
    }
    try {
      expect(t.server.db.kind).toBe('postgres')
      trader = await newTrader(t.api, 'pg')
      const last = t.server.market.price(SYM)?.price ?? 0
      resting = (
        await place(t.api, trader, {
          symbol: SYM,
          side: 'buy',
          orderType: 'limit',
          quantity: 1,
          price: cents(last * 0.8),
        })
      ).body
      expect(resting.status).toBe('open')
      const key = { 'Idempotency-Key': 'pg-key-1' }
      const body = { symbol: SYM, side: 'buy' as const, orderType: 'market' as const, quantity: 2 }
      const bought = await place(t.api, trader, body, key)
      expect(bought.status).toBe(201)
      expect(bought.body.status).toBe('filled')
      const again = await place(t.api, trader, body, key)
      expect(again.body).toEqual(bought.body)
      const perp = await perpMarket(t.api, trader, {
        side: 'sell',
        quantity: 1,
        leverage: 5,
        symbol: 'ETH-USD',
      })
      expect(perp.body.status).toBe('filled')
      expect(t.server.trading.risk.fund()).toBeGreaterThanOrEqual(1)
      await t.server.trading.writer.flush()
      before = await read(t, trader)
      expect(before.trades.length).toBeGreaterThanOrEqual(2)
      expect(before.positions.map((p) => p.market).sort()).toEqual(['perp', 'spot'])
      const funding = await t.api<unknown[]>('GET', '/api/v1/funding', { token: trader.token })
      expect(funding.body).toHaveLength(1)
    } finally {
      await t.close()
    }

    t = await startServer({ databaseUrl: cluster.url, inMemoryDb: false })
    try {
      const login = await t.api<{ access_token: string }>('POST', '/api/v1/auth/login', {
        form: { username: trader.email, password: trader.password },
      })
      expect(login.status).toBe(200)
      trader.token = login.body.access_token
      const after = await read(t, trader)
      expect(after.balance).toEqual(before.balance)
      expect(after.trades).toEqual(before.trades)
      const perpBefore = before.positions.find((p) => p.market === 'perp')
      const perpAfter = after.positions.find((p) => p.market === 'perp')
      expect(perpAfter).toMatchObject({
        id: perpBefore?.id,
        side: 'short',
        size: 1,
        entryPrice: perpBefore?.market === 'perp' ? perpBefore.entryPrice : -1,
        margin: perpBefore?.market === 'perp' ? perpBefore.margin : -1,
        fundingPaid: perpBefore?.market === 'perp' ? perpBefore.fundingPaid : -1,
      })
      // The resting order is back in its book and can be cancelled.
      expect(t.server.market.exchange().book(SYM).get(resting.id)?.status).toBe('open')
      const cancelled = await t.api<Order>('DELETE', `/api/v1/orders/${resting.id}`, {
        token: trader.token,
      })
      expect(cancelled.body.status).toBe('cancelled')
      const perf = await t.api<Performance>(
        'GET',
        `/api/v1/portfolios/${trader.portfolioId}/performance?timeframe=1D`,
        { token: trader.token },
      )
      expect(perf.status).toBe(200)
      expect(perf.body.endEquity).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  }, 60_000)
})
