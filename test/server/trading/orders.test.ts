import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balance as balanceSchema,
  notification,
  order as orderSchema,
  type Holding,
  type Order,
  type Position,
  type Trade,
} from '../../../protocol/index.ts'
import { startServer, TestSocket, type TestServer } from '../helpers.ts'
import { balanceOf, cents, newTrader, place, usd, type Trader } from './trading-helpers.ts'

let t: TestServer
let alice: Trader
let bob: Trader
const SYM = 'XAU-USD'
const last = (symbol = SYM): number => t.server.market.price(symbol)?.price ?? 0

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'alice')
  bob = await newTrader(t.api, 'bob')
})
afterAll(async () => {
  await t.close()
})

describe('a resting limit order', () => {
  it('rests below the market with funds reserved, is modified, then cancelled', async () => {
    const price = cents(last() * 0.8)
    const placed = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'limit',
      quantity: 1,
      price,
    })
    expect(placed.status).toBe(201)
    expect(orderSchema.parse(placed.body)).toMatchObject({
      status: 'open',
      filledQuantity: 0,
      averagePrice: null,
    })
    const reserved = price * 1.0005
    let b = balanceSchema.parse(await balanceOf(t.api, alice))
    expect(b.reserved).toBeCloseTo(reserved, 6)
    expect(b.available + b.reserved).toBeCloseTo(100_000, 6)

    const newPrice = cents(last() * 0.7)
    const modified = await t.api<Order>('PUT', `/api/v1/orders/${placed.body.id}`, {
      token: alice.token,
      json: { price: newPrice, quantity: 2 },
    })
    expect(modified.status).toBe(200)
    expect(modified.body).toMatchObject({ price: newPrice, quantity: 2, status: 'open' })
    b = await balanceOf(t.api, alice)
    expect(b.reserved).toBeCloseTo(newPrice * 2 * 1.0005, 4)

    const cancelled = await t.api<Order>('DELETE', `/api/v1/orders/${placed.body.id}`, {
      token: alice.token,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe('cancelled')
    b = await balanceOf(t.api, alice)
    expect(b).toMatchObject({ reserved: 0, available: 100_000, total: 100_000 })

    const again = await t.api('DELETE', `/api/v1/orders/${placed.body.id}`, { token: alice.token })
    expect(again).toMatchObject({ status: 409, body: { detail: 'Order is already cancelled' } })
    const put = await t.api('PUT', `/api/v1/orders/${placed.body.id}`, {
      token: alice.token,
      json: { quantity: 3 },
    })
    expect(put.status).toBe(409)
    const active = await t.api<Order[]>(
      'GET',
      `/api/v1/orders?portfolio_id=${alice.portfolioId}&status=active`,
      { token: alice.token },
    )
    expect(active.body).toEqual([])
    const history = await t.api<Order[]>('GET', `/api/v1/orders?status=history`, {
      token: alice.token,
    })
    expect(history.body.map((o) => o.id)).toContain(placed.body.id)
  })
})

describe('matching', () => {
  it('fills a marketable order, moves cash and holdings, lists the trade and pushes it', async () => {
    const ws = new TestSocket(`${t.wsUrl}?token=${alice.token}`)
    await ws.opened
    ws.send({ type: 'subscribe', channel: 'orders' })
    ws.send({ type: 'subscribe', channel: 'notifications' })
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === 'notifications')

    const buy = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'market',
      quantity: 1,
    })
    expect(buy.status).toBe(201)
    const avg = buy.body.averagePrice ?? 0
    expect(buy.body).toMatchObject({ status: 'filled', filledQuantity: 1 })
    expect(avg).toBeGreaterThan(0)
    expect(buy.body.fees).toBeCloseTo(avg * 0.0005, 6)
    const a = await balanceOf(t.api, alice)
    expect(a.reserved).toBe(0)
    expect(a.total).toBeCloseTo(100_000 - avg - buy.body.fees, 6)
    const held = await t.api<Holding[]>('GET', `/api/v1/portfolios/${alice.portfolioId}/holdings`, {
      token: alice.token,
    })
    expect(held.body).toMatchObject([{ symbol: SYM, quantity: 1 }])
    expect(held.body[0]?.averagePrice).toBeCloseTo(avg, 6)
    const trades = await t.api<Trade[]>('GET', `/api/v1/trades?portfolio_id=${alice.portfolioId}`, {
      token: alice.token,
    })
    expect(trades.body[0]).toMatchObject({ orderId: buy.body.id, side: 'buy', liquidity: 'taker' })
    expect(trades.body.reduce((s, tr) => s + tr.quantity, 0)).toBeCloseTo(1, 8)

    const pushed = await ws.waitFor(
      (m) =>
        m.channel === 'orders' && m.type === undefined && (m.data as Order).status === 'filled',
    )
    expect((pushed.data as Order).id).toBe(buy.body.id)
    const seqs = ws.messages
      .filter((m) => m.channel === 'orders' && m.type === undefined)
      .map((m) => m.seq)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    const note = await ws.waitFor((m) => m.channel === 'notifications' && m.type === undefined)
    expect(notification.safeParse(note.data).success).toBe(true)
    expect(note.data).toMatchObject({
      title: 'Order filled',
      message: `Bought 1 ${SYM} at ${usd(avg)}`,
      category: 'trading',
      type: 'trade',
      priority: 'normal',
      read: false,
    })
    ws.close()
  })

  it('partially fills a limit order larger than the best level and rests the rest', async () => {
    const thin = 'ADA-USD'
    const book = t.server.market.exchange().book(thin)
    const units = t.server.market.units(thin)
    const ask = units?.fromTicks(book.bestAsk() ?? 0) ?? 0
    const res = await place(t.api, bob, {
      symbol: thin,
      side: 'buy',
      orderType: 'limit',
      quantity: 150_000,
      price: ask,
    })
    expect(res.body.status).toBe('partially_filled')
    expect(res.body.filledQuantity).toBeGreaterThan(0)
    expect(res.body.filledQuantity).toBeLessThan(150_000)
    // Read in one turn of the server's loop: bots may fill more of the rest at any moment.
    const core = t.server.trading.core
    const resting = core.orders.get(res.body.id)
    const left = 150_000 - (resting?.filledQuantity ?? 150_000)
    expect(left).toBeGreaterThan(0)
    expect(core.accounts.get(bob.portfolioId)?.reserved).toBeCloseTo(left * ask * 1.0005, 4)
    const cancelled = await t.api<Order>('DELETE', `/api/v1/orders/${res.body.id}`, {
      token: bob.token,
    })
    // Bots may fill more of the rest before the cancel lands: never less than had filled.
    expect(cancelled.body.status).toBe('cancelled')
    expect(cancelled.body.filledQuantity).toBeGreaterThanOrEqual(res.body.filledQuantity)
    expect(cancelled.body.filledQuantity).toBeLessThan(150_000)
    expect((await balanceOf(t.api, bob)).reserved).toBe(0)
  })

  it('refuses what cannot be paid for, with the numbers', async () => {
    const price = cents(last() * 0.9)
    const b = await balanceOf(t.api, alice)
    const res = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'limit',
      quantity: 100,
      price,
    })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe(
      `Insufficient funds: this order needs ${usd(price * 100 * 1.0005)} USD, ${usd(b.available)} USD available`,
    )
    const sell = await place(t.api, alice, {
      symbol: 'BTC-USD',
      side: 'sell',
      orderType: 'limit',
      quantity: 2,
      price: 90_000,
    })
    expect(sell).toMatchObject({
      status: 400,
      body: { detail: 'Insufficient holdings: selling 2 BTC-USD needs 2, you hold 0' },
    })
  })

  it('closes a spot position with an opposite market order', async () => {
    const positions = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${alice.portfolioId}`,
      { token: alice.token },
    )
    const pos = positions.body.find((p) => p.symbol === SYM)
    expect(pos).toMatchObject({ market: 'spot', side: 'long', quantity: 1 })
    const closed = await t.api<Order>('POST', `/api/v1/positions/${pos?.id}/close`, {
      token: alice.token,
      json: {},
    })
    expect(closed.status).toBe(201)
    expect(closed.body).toMatchObject({
      side: 'sell',
      orderType: 'market',
      status: 'filled',
      filledQuantity: 1,
    })
    const after = await t.api<Position[]>('GET', '/api/v1/positions', { token: alice.token })
    expect(after.body.find((p) => p.symbol === SYM)).toBeUndefined()
    const missing = await t.api('POST', `/api/v1/positions/${pos?.id}/close`, {
      token: alice.token,
      json: {},
    })
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Position not found' } })
  })

  it('closes once for a repeated Idempotency-Key, answering the first close again', async () => {
    const bought = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'market',
      quantity: 2,
    })
    expect(bought.status).toBe(201)
    const positions = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${alice.portfolioId}`,
      { token: alice.token },
    )
    const pos = positions.body.find((p) => p.symbol === SYM && p.market === 'spot')
    const close = () =>
      t.api<Order>('POST', `/api/v1/positions/${pos?.id}/close`, {
        token: alice.token,
        json: { quantity: 1 },
        headers: { 'idempotency-key': 'close-once-1' },
      })
    const first = await close()
    const again = await close()
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.id).toBe(first.body.id)
    const after = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${alice.portfolioId}`,
      { token: alice.token },
    )
    expect(after.body.find((p) => p.symbol === SYM && p.market === 'spot')).toMatchObject({
      quantity: 1,
    })
    const other = await t.api('POST', `/api/v1/positions/${pos?.id}/close`, {
      token: alice.token,
      json: {},
      headers: { 'idempotency-key': 'close-once-1' },
    })
    expect(other.status).toBe(409)
  })
})

describe('validation', () => {
  const issue = async (body: Record<string, unknown>) => {
    const res = await place(t.api, alice, { symbol: SYM, side: 'buy', quantity: 1, ...body })
    expect(res.status).toBe(422)
    return (res.body.detail as { loc: string[] }[]).map((i) => i.loc.join('.'))
  }
  it('answers 422 naming the field', async () => {
    // An in-band price, so that each case below has exactly one thing wrong.
    const ok = cents(last() * 0.9)
    expect(await issue({ orderType: 'limit' })).toEqual(['body.price'])
    expect(await issue({ orderType: 'market', price: 100 })).toEqual(['body.price'])
    expect(await issue({ orderType: 'stop' })).toEqual(['body.stopPrice'])
    expect(await issue({ orderType: 'limit', price: ok, quantity: 0.001 })).toEqual([
      'body.quantity',
    ])
    expect(await issue({ orderType: 'limit', price: ok + 0.001 })).toEqual(['body.price'])
    expect(await issue({ orderType: 'limit', price: ok, symbol: 'NOPE-USD' })).toEqual([
      'body.symbol',
    ])
    expect(
      await issue({ orderType: 'limit', price: ok, postOnly: true, timeInForce: 'IOC' }),
    ).toEqual(['body.postOnly'])
    expect(await issue({ orderType: 'limit', price: ok, reduceOnly: true })).toEqual([
      'body.reduceOnly',
    ])
  })
})

describe('idempotency and delayed orders', () => {
  it('answers a repeat with the first answer and creates one order', async () => {
    const body = {
      symbol: SYM,
      side: 'buy' as const,
      orderType: 'limit' as const,
      quantity: 1,
      price: cents(last() * 0.5),
    }
    const headers = { 'Idempotency-Key': 'key-1' }
    const all = await Promise.all([1, 2, 3].map(() => place(t.api, alice, body, headers)))
    const ids = new Set(all.map((r) => r.body.id))
    expect(ids.size).toBe(1)
    expect(all.map((r) => r.status)).toEqual([201, 201, 201])
    expect(all.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2)
    const again = await place(t.api, alice, body, headers)
    expect(again.body).toEqual(all[0]?.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const other = await place(t.api, alice, { ...body, quantity: 2 }, headers)
    expect(other).toMatchObject({
      status: 409,
      body: { detail: 'Idempotency-Key reused with a different request' },
    })
    const byClientId = { ...body, clientOrderId: 'cid-1' }
    const c1 = await place(t.api, alice, byClientId)
    const c2 = await place(t.api, alice, byClientId)
    expect(c2.body.id).toBe(c1.body.id)
    const active = await t.api<Order[]>('GET', '/api/v1/orders?status=active', {
      token: alice.token,
    })
    expect(active.body.filter((o) => o.price === body.price)).toHaveLength(2)
  })

  it('refuses a stale order and one whose price moved', async () => {
    const stale = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'market',
      quantity: 1,
      placedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    })
    expect(stale).toMatchObject({
      status: 400,
      body: {
        detail: 'Order refused: placed 5 min ago, older than the 2 min limit for delayed orders',
      },
    })
    const moved = await place(t.api, alice, {
      symbol: 'ETH-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.01,
      referencePrice: cents(last('ETH-USD') * 0.98),
    })
    expect(moved.status).toBe(400)
    expect(moved.body.detail).toMatch(
      /^Order refused: price moved 2(\.\d+)?% since you placed it \(tolerance 0\.5%\)$/,
    )
    // The order's own tolerance, when it carries one, is the trader's choice for that order.
    const wide = await place(t.api, alice, {
      symbol: 'ETH-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.01,
      referencePrice: cents(last('ETH-USD') * 0.98),
      slippageTolerance: 5,
    })
    expect(wide.status).toBe(201)
    const tight = await place(t.api, alice, {
      symbol: 'ETH-USD',
      side: 'sell',
      orderType: 'market',
      quantity: 0.01,
      referencePrice: cents(last('ETH-USD') * 1.01),
      slippageTolerance: 0.25,
    })
    expect(tight.body.detail).toMatch(/\(tolerance 0\.25%\)$/)
  })
})

describe('ownership', () => {
  it("hides another user's orders and portfolios", async () => {
    const o = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'limit',
      quantity: 1,
      price: cents(last() * 0.5),
    })
    for (const [m, json] of [
      ['GET', undefined],
      ['PUT', { quantity: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.api(m, `/api/v1/orders/${o.body.id}`, {
        token: bob.token,
        ...(json ? { json } : {}),
      })
      expect(res).toMatchObject({ status: 404, body: { detail: 'Order not found' } })
    }
    const res = await place(t.api, bob, {
      portfolioId: alice.portfolioId,
      symbol: SYM,
      side: 'buy',
      orderType: 'limit',
      quantity: 1,
      price: cents(last() * 0.5),
    })
    expect(res).toMatchObject({ status: 404, body: { detail: 'Portfolio not found' } })
    const bal = await t.api('GET', `/api/v1/portfolios/${alice.portfolioId}/balances`, {
      token: bob.token,
    })
    expect(bal.status).toBe(404)
  })
})
