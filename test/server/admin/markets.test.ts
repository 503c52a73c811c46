import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMarket, Order, SystemStatus } from '../../../protocol/index.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { cents, newTrader, place, type Trader } from '../trading/trading-helpers.ts'
import { auditEntries, newAdmin } from './admin-helpers.ts'

let t: TestServer
let admin: Awaited<ReturnType<typeof newAdmin>>
let trader: Trader
beforeAll(async () => {
  t = await startServer()
  admin = await newAdmin(t)
  trader = await newTrader(t.api, 'halted')
})
afterAll(async () => {
  await t.close()
})

const post = (path: string, json?: unknown) =>
  t.api<AdminMarket & { detail?: string }>('POST', `/api/v1/admin/markets/${path}`, {
    token: admin.token,
    ...(json === undefined ? {} : { json }),
  })
const markets = async () =>
  (await t.api<AdminMarket[]>('GET', '/api/v1/admin/markets', { token: admin.token })).body
const lastPrice = (symbol: string): number => t.server.market.price(symbol)?.price ?? 0
const until = async (ok: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('market halts', () => {
  it('lists every symbol as trading, with prices and the feed rate', async () => {
    await new Promise((r) => setTimeout(r, 1500))
    const list = await markets()
    expect(list.map((m) => m.symbol)).toEqual(t.server.market.symbols().map((s) => s.symbol))
    const btc = list.find((m) => m.symbol === 'BTC-USD')
    expect(btc).toMatchObject({ status: 'trading', reason: null, haltedBy: null })
    expect(btc?.lastPrice).toBeGreaterThan(0)
    expect(btc?.ticksPerSec).toBeGreaterThan(0)
  })

  it('refuses new orders on a halted symbol with the reason, keeps cancels, and trades again after resume', async () => {
    const resting = await place(t.api, trader, {
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'limit',
      quantity: 0.001,
      price: cents(lastPrice('BTC-USD') * 0.8),
    })
    expect(resting.status).toBe(201)

    const halted = await post('btc-usd/halt', { reason: 'Exchange maintenance' })
    expect(halted.status).toBe(200)
    expect(halted.body).toMatchObject({
      symbol: 'BTC-USD',
      status: 'halted',
      reason: 'Exchange maintenance',
      haltedBy: admin.email,
    })
    expect((await post('BTC-USD/halt', { reason: 'again' })).status).toBe(409)

    const refused = await place(t.api, trader, {
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.001,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe('Trading in BTC-USD is halted: Exchange maintenance')
    // Other symbols trade on.
    const eth = await place(t.api, trader, {
      symbol: 'ETH-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.01,
    })
    expect(eth.status).toBe(201)

    // The makers pull their quotes: only the trader's own order is left in the book.
    await until(() => {
      const book = t.server.market.orderBook('BTC-USD')
      return book !== undefined && book.asks.length === 0 && book.bids.length === 1
    })
    // A new price would rest a new order on the halted book: refused; the order keeps its price.
    const moved = await t.api<{ detail: string }>('PUT', `/api/v1/orders/${resting.body.id}`, {
      token: trader.token,
      json: { price: cents(lastPrice('BTC-USD') * 0.79) },
    })
    expect(moved.status).toBe(409)
    expect(moved.body.detail).toBe('Trading in BTC-USD is halted: Exchange maintenance')
    const cancel = await t.api<Order>('DELETE', `/api/v1/orders/${resting.body.id}`, {
      token: trader.token,
    })
    expect(cancel.status).toBe(200)
    expect(cancel.body.status).toBe('cancelled')

    const resumed = await post('BTC-USD/resume')
    expect(resumed.status).toBe(200)
    expect(resumed.body).toMatchObject({ status: 'trading', reason: null })
    expect((await post('BTC-USD/resume')).status).toBe(409)
    await until(() => (t.server.market.orderBook('BTC-USD')?.asks.length ?? 0) > 0)
    const accepted = await place(t.api, trader, {
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.001,
    })
    expect(accepted.status).toBe(201)
    expect(accepted.body.status).toBe('filled')

    const [resume, halt] = await auditEntries(t.api, admin.token, 2)
    expect(halt).toMatchObject({
      action: 'market.halt',
      target: 'BTC-USD',
      admin_email: admin.email,
      before: { status: 'trading' },
      after: { status: 'halted', reason: 'Exchange maintenance' },
    })
    expect(resume).toMatchObject({ action: 'market.resume', target: 'BTC-USD' })
  })

  it('refuses an unknown symbol (404) and a missing or blank reason (422)', async () => {
    expect((await post('NOPE-USD/halt', { reason: 'x' })).status).toBe(404)
    expect((await post('ETH-USD/halt', {})).status).toBe(422)
    expect((await post('ETH-USD/halt', { reason: '   ' })).status).toBe(422)
    expect((await post('ETH-USD/halt', { reason: 'x'.repeat(201) })).status).toBe(422)
  })

  it('writes market shocks to the audit log', async () => {
    const res = await t.api<{ from: number; to: number }>('POST', '/api/v1/admin/market/shock', {
      token: admin.token,
      json: { symbol: 'sol-usd', percent: -5 },
    })
    expect(res.status).toBe(200)
    const [entry] = await auditEntries(t.api, admin.token, 1)
    expect(entry).toMatchObject({
      action: 'market.shock',
      target: 'SOL-USD',
      before: { indexPrice: res.body.from },
      after: { indexPrice: res.body.to, percent: -5 },
    })
  })
})

describe('GET /admin/status', () => {
  it('reports the process, the sockets, the feed, the database and the last hour', async () => {
    const socket = await t.connect(trader.token)
    await t.server.trading.writer.flush()
    const res = await t.api<SystemStatus>('GET', '/api/v1/admin/status', { token: admin.token })
    expect(res.status).toBe(200)
    const s = res.body
    expect(s.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(s.uptimeSec).toBeGreaterThan(0)
    expect(s.memory.rssBytes).toBeGreaterThan(s.memory.heapUsedBytes)
    expect(s.sockets).toEqual({ open: 1, users: 1 })
    expect(s.feed.ticksPerSec).toBeGreaterThan(1)
    expect(s.feed.symbols).toBe(t.server.market.symbols().length)
    expect(s.database.kind).toBe('pglite')
    expect(s.database.sizeBytes).toBeGreaterThan(1_000_000)
    // Accepted above: the resting BTC order, the ETH order and the BTC order after resume.
    expect(s.lastHour.orders).toBe(3)
    expect(s.lastHour.fills).toBeGreaterThanOrEqual(2)
    socket.close()
  })
})

describe('the audit log', () => {
  it('pages newest first and cannot be changed, not even in the database', async () => {
    const first = await t.api<{ entries: { id: number }[]; nextBefore: number | null }>(
      'GET',
      '/api/v1/admin/audit?limit=2',
      { token: admin.token },
    )
    expect(first.body.entries).toHaveLength(2)
    const [a, b] = first.body.entries as [{ id: number }, { id: number }]
    expect(a.id).toBeGreaterThan(b.id)
    expect(first.body.nextBefore).toBe(b.id)
    const next = await t.api<{ entries: { id: number }[] }>(
      'GET',
      `/api/v1/admin/audit?limit=2&before=${b.id}`,
      { token: admin.token },
    )
    expect(next.body.entries[0]?.id).toBeLessThan(b.id)

    for (const sql of [
      `UPDATE audit_log SET target = 'forged'`,
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ])
      await expect(t.server.db.query(sql), sql).rejects.toThrow('audit_log is append-only')
    const [{ n }] = (await t.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE target = 'forged'`,
    )) as [{ n: number }]
    expect(n).toBe(0)
  })
})
