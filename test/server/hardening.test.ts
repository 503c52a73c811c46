import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portfolioSummary, type Holding, type Order, type Portfolio } from '../../protocol/index.ts'
import { newUser, startServer, type Reply, type TestServer } from './helpers.ts'
import { balanceOf, cents, newTrader, place, type Trader } from './trading/trading-helpers.ts'

/**
 * The findings of an attacker's review of the trading core (issue "Hardening"): each test here
 * failed before the fix. Commit failures are captured instead of exiting the test process.
 */
let t: TestServer
const fatal: unknown[] = []
let alice: Trader
const last = (symbol: string): number => t.server.market.price(symbol)?.price ?? 0
const issues = (res: Reply): string[] =>
  (res.body as { detail: { loc: (string | number)[] }[] }).detail.map((i) => i.loc.join('.'))

beforeAll(async () => {
  t = await startServer({ onFatal: (err) => fatal.push(err), maxPortfolios: 10 })
  alice = await newTrader(t.api, 'alice')
})
afterAll(async () => {
  await t.close()
})

describe('1. one request cannot kill the server', () => {
  it('refuses a NUL in clientOrderId with 422, with and without Idempotency-Key', async () => {
    const body = {
      symbol: 'XAU-USD',
      side: 'buy' as const,
      orderType: 'market' as const,
      quantity: 0.01,
      clientOrderId: 'a\u0000b',
    }
    for (const headers of [{ 'Idempotency-Key': 'nul-key' }, {}]) {
      const res = await place(t.api, alice, body, headers)
      expect(res.status).toBe(422)
      expect(issues(res)).toEqual(['body.clientOrderId'])
    }
    const orders = await t.api<Order[]>('GET', '/api/v1/orders', { token: alice.token })
    expect(orders.body).toEqual([])
    expect(fatal).toEqual([])
    expect((await t.api('GET', '/api/v1/health')).status).toBe(200)
  })
})

describe('2. deleting a portfolio while orders are placed', () => {
  it('acknowledges nothing that outlives the delete, and fills never crash', async () => {
    const bob = await newUser(t.api, 'bob')
    for (let round = 0; round < 4; round++) {
      const p = await t.api<Portfolio>('POST', '/api/v1/portfolios', {
        token: bob.token,
        json: { name: `race ${round}` },
      })
      const trader = { ...bob, portfolioId: p.body.id }
      // Marketable and resting orders, so some fill at once and some would rest in the book.
      const orders = Array.from({ length: 24 }, (_, i) =>
        place(t.api, trader, {
          symbol: 'XAU-USD',
          side: 'buy',
          orderType: 'limit',
          quantity: 0.01,
          price: cents(last('XAU-USD') * (i % 2 === 0 ? 1.01 : 0.9)),
        }),
      )
      const deleted = t.api('DELETE', `/api/v1/portfolios/${p.body.id}`, { token: bob.token })
      const answers = await Promise.all(orders)
      const del = await deleted
      // Its spot buys may have filled: then the delete is refused until they are sold.
      expect([204, 409]).toContain(del.status)
      for (const a of answers) expect([201, 404]).toContain(a.status)
      if (del.status === 409) continue
      const live = [...t.server.trading.core.orders.values()].filter(
        (o) => o.portfolioId === p.body.id,
      )
      expect(live).toEqual([])
      const rows = await t.server.db.query('SELECT id FROM orders WHERE portfolio_id = $1', [
        p.body.id,
      ])
      expect(rows).toEqual([])
    }
    // Let the bots trade through the books for a while: a leftover order would settle now.
    await new Promise((r) => setTimeout(r, 1500))
    expect(fatal).toEqual([])
  })

  it('refuses with 409 while positions are open, and cancels resting orders on delete', async () => {
    const carol = await newTrader(t.api, 'carol')
    const buy = await place(t.api, carol, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.05,
    })
    expect(buy.body.status).toBe('filled')
    const refused = await t.api('DELETE', `/api/v1/portfolios/${carol.portfolioId}`, {
      token: carol.token,
    })
    expect(refused.status).toBe(409)
    expect((refused.body as { detail: string }).detail).toContain('0.05 XAU-USD')
    const sell = await place(t.api, carol, {
      symbol: 'XAU-USD',
      side: 'sell',
      orderType: 'market',
      quantity: 0.05,
    })
    expect(sell.body.status).toBe('filled')
    const resting = await place(t.api, carol, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'limit',
      quantity: 0.05,
      price: cents(last('XAU-USD') * 0.8),
    })
    expect(resting.body.status).toBe('open')
    const del = await t.api('DELETE', `/api/v1/portfolios/${carol.portfolioId}`, {
      token: carol.token,
    })
    expect(del.status).toBe(204)
    expect(t.server.trading.core.orders.has(resting.body.id)).toBe(false)
    expect(t.server.market.exchange().book('XAU-USD').get(resting.body.id)).toBeUndefined()
  })
})

describe('3. a failed modify leaves the order and the funds as they were', () => {
  it('refuses an extreme price with 422 before touching the reservation', async () => {
    const price = cents(last('XAU-USD') * 0.8)
    const o = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'limit',
      quantity: 1,
      price,
    })
    expect(o.status).toBe(201)
    const before = await balanceOf(t.api, alice)
    for (const change of [
      { price: 1e-9 },
      { price: 1e15 },
      { quantity: 1e-9 },
      { quantity: 1e9 },
    ]) {
      const res = await t.api('PUT', `/api/v1/orders/${o.body.id}`, {
        token: alice.token,
        json: change,
      })
      expect(res.status).toBe(422)
      expect(issues(res)).toEqual([`body.${Object.keys(change)[0] ?? ''}`])
    }
    expect(await balanceOf(t.api, alice)).toEqual(before)
    const after = await t.api<Order>('GET', `/api/v1/orders/${o.body.id}`, { token: alice.token })
    expect(after.body).toMatchObject({ status: 'open', price, quantity: 1 })
    await t.api('DELETE', `/api/v1/orders/${o.body.id}`, { token: alice.token })
  })
})

describe('4. no money from nothing', () => {
  it('never sells a manual holding for paper cash', async () => {
    const dan = await newTrader(t.api, 'dan')
    const added = await t.api<Holding>('POST', '/api/v1/holdings', {
      token: dan.token,
      json: { portfolioId: dan.portfolioId, symbol: 'XAU-USD', quantity: 10, averagePrice: 1 },
    })
    expect(added.status).toBe(201)
    const sell = await place(t.api, dan, {
      symbol: 'XAU-USD',
      side: 'sell',
      orderType: 'market',
      quantity: 10,
    })
    expect(sell.status).toBe(400)
    expect((sell.body as { detail: string }).detail).toMatch(/^Insufficient holdings/)
    expect((await balanceOf(t.api, dan)).total).toBe(100_000)
    expect(added.body.source).toBe('manual')
    const del = await t.api('DELETE', `/api/v1/holdings/${added.body.id}`, { token: dan.token })
    expect(del.status).toBe(204)
  })

  it('bounds manual holdings: positive price, whole lots, a total that stays finite', async () => {
    const add = (json: Record<string, unknown>) =>
      t.api('POST', '/api/v1/holdings', {
        token: alice.token,
        json: { portfolioId: alice.portfolioId, symbol: 'BTC-USD', ...json },
      })
    expect(issues(await add({ quantity: 1, averagePrice: 0 }))).toEqual(['body.averagePrice'])
    expect(issues(await add({ quantity: 1e308, averagePrice: 1 }))).toEqual(['body.quantity'])
    expect(issues(await add({ quantity: 0.000001, averagePrice: 1 }))).toEqual(['body.quantity'])
    // Up to the total limit once, then no further.
    const max =
      (t.server.market.symbols().find((s) => s.symbol === 'BTC-USD')?.maxQuantity ?? 0) * 100
    expect((await add({ quantity: max, averagePrice: 1000 })).status).toBe(201)
    const over = await add({ quantity: max, averagePrice: 1000 })
    expect(over.status).toBe(422)
    expect(issues(over)).toEqual(['body.quantity'])
    const summary = await t.api('GET', `/api/v1/portfolios/${alice.portfolioId}/summary`, {
      token: alice.token,
    })
    const s = portfolioSummary.parse(summary.body)
    for (const n of [s.totalValue, s.change24h, s.change24hPercent, s.cash])
      expect(Number.isFinite(n)).toBe(true)
  })

  it('limits portfolios per user, also when created all at once', async () => {
    const eve = await newUser(t.api, 'eve')
    const created = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.api('POST', '/api/v1/portfolios', { token: eve.token, json: { name: `p${i}` } }),
      ),
    )
    expect(created.filter((r) => r.status === 201)).toHaveLength(10)
    const refused = created.filter((r) => r.status === 409)
    expect(refused).toHaveLength(4)
    expect((refused[0]?.body as { detail: string }).detail).toContain('10 portfolios')
    const list = await t.api<Portfolio[]>('GET', '/api/v1/portfolios', { token: eve.token })
    expect(list.body).toHaveLength(10)
    const grants = await t.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM paper_cash_grants g JOIN portfolios p ON p.id = g.portfolio_id
       WHERE p.user_id = $1 AND g.reason = 'opening'`,
      [eve.id],
    )
    expect(grants[0]?.n).toBe(10)
  })
})

describe('5. bad input answers 4xx, never 500', () => {
  it('refuses a NUL in path parameters, query parameters and text fields with 422', async () => {
    const token = alice.token
    const nul = 'x\u0000y'
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ['GET', `/api/v1/orders/${encodeURIComponent(nul)}`, undefined, 'path.id'],
      ['PUT', `/api/v1/portfolios/${encodeURIComponent(nul)}`, { name: 'n' }, 'path.id'],
      [
        'GET',
        `/api/v1/orders?portfolio_id=${encodeURIComponent(nul)}`,
        undefined,
        'query.portfolio_id',
      ],
      ['GET', `/api/v1/market/search?q=${encodeURIComponent(nul)}`, undefined, 'query.q'],
      ['POST', '/api/v1/portfolios', { name: nul }, 'body.name'],
      ['POST', '/api/v1/portfolios', { name: 'n', description: nul }, 'body.description'],
      ['PUT', '/api/v1/users/me', { full_name: nul }, 'body.full_name'],
      ['POST', '/api/v1/auth/login', { username: nul, password: 'x' }, 'body.username'],
      ['POST', '/api/v1/login', { email: 'a@b.c', password: nul }, 'body.password'],
      [
        'POST',
        '/api/v1/holdings',
        { portfolioId: nul, symbol: 'BTC-USD', quantity: 1, averagePrice: 1 },
        'body.portfolioId',
      ],
    ]
    for (const [method, path, json, loc] of cases) {
      const res = await t.api(method, path, { token, ...(json ? { json } : {}) })
      expect(res.status, `${method} ${path}`).toBe(422)
      expect(issues(res)).toContain(loc)
    }
    const lone = await t.api('POST', '/api/v1/portfolios', {
      token,
      raw: { body: '{"name":"\\ud800"}', contentType: 'application/json' },
    })
    expect(issues(lone)).toEqual(['body.name'])
    const infinite = await t.api('POST', '/api/v1/orders', {
      token,
      raw: { body: '{"quantity":1e999}', contentType: 'application/json' },
    })
    expect(issues(infinite)).toEqual(['body.quantity'])
  })

  it('refuses prices outside the band and sizes beyond the instrument with 422', async () => {
    const extreme = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'sell',
      orderType: 'limit',
      quantity: 1,
      price: 1e15,
    })
    expect(extreme.status).toBe(422)
    expect(issues(extreme)).toEqual(['body.price'])
    const outside = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'sell',
      orderType: 'limit',
      quantity: 1,
      price: cents(last('XAU-USD') * 6),
    })
    expect(issues(outside)).toEqual(['body.price'])
    expect((outside.body as { detail: { msg: string }[] }).detail[0]?.msg).toMatch(
      /^price must be between [\d,.]+ and [\d,.]+ \(within 5x of the last price/,
    )
    const huge = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 1e9,
    })
    expect(issues(huge)).toEqual(['body.quantity'])
    const future = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.01,
      placedAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(issues(future)).toEqual(['body.placedAt'])
  })

  it('reads query numbers in decimal digits only', async () => {
    for (const limit of ['0x10', '1e2', '16.0', ' 16', '-1']) {
      const res = await t.api('GET', `/api/v1/trades?limit=${encodeURIComponent(limit)}`, {
        token: alice.token,
      })
      expect(res.status, limit).toBe(422)
      expect(issues(res)).toEqual(['query.limit'])
    }
    const ok = await t.api('GET', '/api/v1/trades?limit=16', { token: alice.token })
    expect(ok.status).toBe(200)
  })

  it('is still alive, and no commit ever failed', async () => {
    expect((await t.api('GET', '/api/v1/health')).status).toBe(200)
    expect(fatal).toEqual([])
  })
})
