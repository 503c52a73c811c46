/**
 * ACCEPTANCE: a server killed with SIGKILL in the middle of a stream of orders comes back on the
 * same DATA_DIR with every acknowledged order, its fills and status, resting orders back in the
 * book, and balances that add up.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Balance, Holding, Order, Position, Trade } from '../../../protocol/index.ts'
import { makeApi, startServer } from '../helpers.ts'
import { startChild, type ChildServer } from './child-server.ts'
import { cents, newTrader, place, type Trader, perpMarket } from './trading-helpers.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'tradedesk-restart-'))
let server: ChildServer | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const SYM = 'XAU-USD'
const BASE = 2000

describe('restart after SIGKILL', () => {
  it('keeps every acknowledged order, its fills, the book and consistent balances', async () => {
    server = await startChild(dataDir)
    let api = makeApi(server.url)
    const buyer = await newTrader(api, 'buyer')
    const seller = await newTrader(api, 'seller')
    await api('POST', `/api/v1/portfolios/${seller.portfolioId}/holdings`, {
      token: seller.token,
      json: { symbol: SYM, quantity: 1000, averagePrice: BASE },
    })

    const quote = await api<{ price: number }[]>('GET', `/api/v1/market/data?symbols=${SYM}`)
    const p0 = quote.body[0]?.price ?? 0
    // A mix: resting bids and asks away from the market, and marketable IOC orders that trade
    // with the market makers right away.
    const acked = new Map<string, Order>()
    let sent = 0
    let killed = false
    const one = async (i: number) => {
      const kind = i % 4
      const t: Trader = kind < 2 ? buyer : seller
      const price = cents(
        kind === 0
          ? p0 * (0.95 + (i % 10) / 1000)
          : kind === 1
            ? p0 * 1.01
            : kind === 2
              ? p0 * 0.99
              : p0 * (1.05 - (i % 10) / 1000),
      )
      const res = await place(api, t, {
        symbol: SYM,
        side: kind < 2 ? 'buy' : 'sell',
        orderType: 'limit',
        timeInForce: kind === 1 || kind === 2 ? 'IOC' : 'GTC',
        quantity: 0.2,
        price,
      }).catch(() => undefined)
      if (res && res.status >= 200 && res.status < 300) acked.set(res.body.id, res.body)
    }
    const workers = Array.from({ length: 16 }, async () => {
      while (!killed && sent < 2000) {
        const i = sent++
        await one(i)
        if (!killed && acked.size >= 120) {
          killed = true
          await server?.kill()
        }
      }
    })
    await Promise.all(workers)
    expect(acked.size).toBeGreaterThanOrEqual(120)

    server = await startChild(dataDir)
    api = makeApi(server.url)
    for (const t of [buyer, seller]) {
      const login = await api<{ access_token: string }>('POST', '/api/v1/auth/login', {
        form: { username: t.email, password: t.password },
      })
      t.token = login.body.access_token
    }
    const orders = new Map<string, Order>()
    for (const t of [buyer, seller]) {
      const list = await api<Order[]>(
        'GET',
        `/api/v1/orders?portfolio_id=${t.portfolioId}&limit=1000`,
        { token: t.token },
      )
      for (const o of list.body) orders.set(o.id, o)
    }
    for (const [id, ack] of acked) {
      const now = orders.get(id)
      expect(now, `acknowledged order ${id}`).toBeDefined()
      expect(now?.filledQuantity).toBeGreaterThanOrEqual(ack.filledQuantity)
      if (ack.status === 'filled') expect(now?.status).toBe('filled')
    }

    let fills = 0
    let restoredActive = 0
    for (const t of [buyer, seller]) {
      const trades = (
        await api<Trade[]>('GET', `/api/v1/trades?portfolio_id=${t.portfolioId}&limit=1000`, {
          token: t.token,
        })
      ).body
      // Every fill belongs to a stored order whose filled quantity it adds up to.
      fills += trades.length
      const filled = new Map<string, number>()
      for (const tr of trades) filled.set(tr.orderId, (filled.get(tr.orderId) ?? 0) + tr.quantity)
      for (const [id, q] of filled) expect(orders.get(id)?.filledQuantity).toBeCloseTo(q, 8)

      // Resting orders are back in the book: each one is still cancellable.
      const active = [...orders.values()].filter(
        (o) => o.portfolioId === t.portfolioId && ['open', 'partially_filled'].includes(o.status),
      )
      restoredActive += active.length
      for (const o of active) {
        const del = await api<Order>('DELETE', `/api/v1/orders/${o.id}`, { token: t.token })
        expect(del.status).toBe(200)
        expect(del.body.status).toBe('cancelled')
      }
      const bal = (
        await api<Balance>('GET', `/api/v1/portfolios/${t.portfolioId}/balances`, {
          token: t.token,
        })
      ).body
      const flow = trades.reduce(
        (sum, tr) => sum + (tr.side === 'buy' ? -1 : 1) * tr.price * tr.quantity - tr.fee,
        0,
      )
      expect(bal.reserved).toBe(0)
      expect(bal.total).toBeCloseTo(100_000 + flow, 4)
      const held = (
        await api<Holding[]>('GET', `/api/v1/portfolios/${t.portfolioId}/holdings`, {
          token: t.token,
        })
      ).body
      const qty = trades.reduce(
        (s, tr) => s + (tr.side === 'buy' ? 1 : -1) * tr.quantity,
        t === seller ? 1000 : 0,
      )
      expect(held.find((h) => h.symbol === SYM)?.quantity ?? 0).toBeCloseTo(qty, 8)
    }
    expect(fills).toBeGreaterThan(0)
    expect(restoredActive).toBeGreaterThan(0)
  }, 120_000)
})

describe('restart in process', () => {
  it('puts resting orders back into the book in their original priority', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradedesk-restore-'))
    try {
      let ts = await startServer({ inMemoryDb: false, dataDir: dir })
      const trader = await newTrader(ts.api, 'restore')
      const price = cents((ts.server.market.price(SYM)?.price ?? 0) * 0.9)
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const r = await place(ts.api, trader, {
          symbol: SYM,
          side: 'buy',
          orderType: 'limit',
          quantity: 0.1,
          price,
        })
        ids.push(r.body.id)
      }
      const seqBefore = ids.map((id) => ts.server.market.exchange().book(SYM).get(id)?.seq)
      await ts.close()
      ts = await startServer({ inMemoryDb: false, dataDir: dir })
      try {
        const book = ts.server.market.exchange().book(SYM)
        const restored = ids.map((id) => book.get(id))
        expect(restored.map((o) => o?.status)).toEqual(['open', 'open', 'open'])
        expect(restored.map((o) => o?.seq)).toEqual(seqBefore)
        const bal = (
          await ts.api<Balance>('GET', `/api/v1/portfolios/${trader.portfolioId}/balances`, {
            token: trader.token,
          })
        ).body
        expect(bal.reserved).toBeCloseTo(3 * 0.1 * price * 1.0005, 6)
        const del = await ts.api<Order>('DELETE', `/api/v1/orders/${ids[1]}`, {
          token: trader.token,
        })
        expect(del.body.status).toBe('cancelled')
        expect(book.get(ids[1] ?? '')).toBeUndefined()
      } finally {
        await ts.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('perpetual positions across a restart', () => {
  it('come back as they were and are watched for liquidation again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradedesk-perp-restore-'))
    try {
      let ts = await startServer({ inMemoryDb: false, dataDir: dir })
      const trader = await newTrader(ts.api, 'perp-restore')
      const opened = await perpMarket(ts.api, trader, { side: 'buy', quantity: 0.02, leverage: 50 })
      expect(opened.body.status).toBe('filled')
      const read = async (s: typeof ts) =>
        (
          await s.api<Position[]>('GET', `/api/v1/positions?portfolio_id=${trader.portfolioId}`, {
            token: trader.token,
          })
        ).body.filter((p) => p.market === 'perp')
      const [before] = await read(ts)
      await ts.close()
      ts = await startServer({ inMemoryDb: false, dataDir: dir })
      try {
        // Read the rows, not the API: no request may load the account, the server must itself.
        const rows = () =>
          ts.server.db.query<{ id: string; size: string; entry_price: string; margin: string }>(
            'SELECT id, size, entry_price, margin FROM perp_positions WHERE portfolio_id = $1',
            [trader.portfolioId],
          )
        const [row] = await rows()
        expect(row?.id).toBe(before?.id)
        expect(Number(row?.size)).toBe(0.02)
        expect(Number(row?.entry_price)).toBe(before?.market === 'perp' && before.entryPrice)
        expect(Number(row?.margin)).toBe(before?.market === 'perp' && before.margin)
        const liq = before?.market === 'perp' ? before.liquidationPrice : 0
        ts.server.market.shock('BTC-USD', liq * 0.97)
        const deadline = Date.now() + 15_000
        while ((await rows()).length > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100))
        expect(await rows()).toEqual([])
        expect(await read(ts)).toEqual([])
      } finally {
        await ts.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
