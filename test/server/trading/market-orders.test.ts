import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balance as balanceSchema,
  type Order,
  type Position,
  type Trade,
} from '../../../protocol/index.ts'
import { startServer, TestSocket, type TestServer } from '../helpers.ts'
import { balanceOf, cents, newTrader, place, perpMarket } from './trading-helpers.ts'

let t: TestServer
const SYM = 'XAU-USD'
const last = (symbol = SYM): number => t.server.market.price(symbol)?.price ?? 0

beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

describe('perpetuals', () => {
  it('opens a leveraged position with margin, values it, and closes it reduce-only', async () => {
    const carol = await newTrader(t.api, 'carol')
    const open = await perpMarket(t.api, carol, { side: 'buy', quantity: 0.1, leverage: 10 })
    expect(open.body).toMatchObject({ status: 'filled', market: 'perp', leverage: 10 })
    const entry = open.body.averagePrice ?? 0
    const positions = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${carol.portfolioId}`,
      {
        token: carol.token,
      },
    )
    const pos = positions.body[0]
    expect(pos).toMatchObject({ market: 'perp', side: 'long', size: 0.1, leverage: 10 })
    if (pos?.market !== 'perp') throw new Error('no perp position')
    expect(pos.margin).toBeCloseTo((entry * 0.1) / 10, 6)
    expect(pos.markPrice).toBeGreaterThan(0)
    expect(pos.liquidationPrice).toBeGreaterThan(0)
    expect(pos.liquidationPrice).toBeLessThan(entry)
    expect((await balanceOf(t.api, carol)).reserved).toBeCloseTo(pos.margin, 6)

    const tooMuch = await place(t.api, carol, {
      symbol: 'BTC-USD',
      market: 'perp',
      side: 'sell',
      orderType: 'market',
      quantity: 0.2,
      reduceOnly: true,
    })
    expect(tooMuch.status).toBe(400)

    const closed = await t.api<Order>('POST', `/api/v1/positions/${pos.id}/close`, {
      token: carol.token,
      json: {},
    })
    expect(closed.body).toMatchObject({
      side: 'sell',
      reduceOnly: true,
      status: 'filled',
      filledQuantity: 0.1,
    })
    const after = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${carol.portfolioId}`,
      { token: carol.token },
    )
    expect(after.body).toEqual([])
    const trades = (
      await t.api<Trade[]>('GET', `/api/v1/trades?portfolio_id=${carol.portfolioId}`, {
        token: carol.token,
      })
    ).body
    const flow = trades.reduce((s, tr) => s + tr.realizedPnl - tr.fee, 0)
    const b = await balanceOf(t.api, carol)
    expect(b.reserved).toBe(0)
    expect(b.total).toBeCloseTo(100_000 + flow, 6)
  })
})

describe('fills made by the market', () => {
  it("settles, stores and pushes a bot's fill of a resting order", async () => {
    const dave = await newTrader(t.api, 'dave')
    const ws = new TestSocket(`${t.wsUrl}?token=${dave.token}`)
    await ws.opened
    ws.send({ type: 'subscribe', channel: 'orders' })
    ws.send({ type: 'subscribe', channel: 'balances' })
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === 'balances')
    const sym = 'ADA-USD'
    const book = t.server.market.exchange().book(sym)
    const units = t.server.market.units(sym)
    // One tick above the best bid: the first market sell of a taker bot meets it.
    const price = units?.fromTicks((book.bestBid() ?? 0) + 1) ?? 0
    const res = await place(t.api, dave, {
      symbol: sym,
      side: 'buy',
      orderType: 'limit',
      quantity: 10,
      price,
    })
    expect(res.body.status).toBe('open')
    const filled = await ws.waitFor(
      (m) => m.channel === 'orders' && m.type === undefined && (m.data as Order).filledQuantity > 0,
      20_000,
    )
    expect((filled.data as Order).id).toBe(res.body.id)
    const bal = await ws.waitFor((m) => m.channel === 'balances' && m.type === undefined, 5_000)
    expect(balanceSchema.parse(bal.data).portfolioId).toBe(dave.portfolioId)
    const trades = (await t.api<Trade[]>('GET', '/api/v1/trades', { token: dave.token })).body
    expect(trades[0]).toMatchObject({ orderId: res.body.id, liquidity: 'maker', price })
    expect(trades[0]?.fee).toBeCloseTo(price * (trades[0]?.quantity ?? 0) * 0.0002, 8)
    ws.close()
  }, 30_000)
})

describe('stop orders', () => {
  it('waits pending for its trigger with funds held to the protection band, and cancels', async () => {
    const erin = await newTrader(t.api, 'erin')
    const stopPrice = cents(last() * 1.2)
    const res = await place(t.api, erin, {
      symbol: SYM,
      side: 'buy',
      orderType: 'stop',
      quantity: 1,
      stopPrice,
    })
    expect(res.body).toMatchObject({ status: 'pending', stopPrice, price: null })
    expect((await balanceOf(t.api, erin)).reserved).toBeCloseTo(stopPrice * 1.05 * 1.0005, 6)
    const active = await t.api<Order[]>('GET', '/api/v1/orders?status=active', {
      token: erin.token,
    })
    expect(active.body.map((o) => o.id)).toEqual([res.body.id])
    const del = await t.api<Order>('DELETE', `/api/v1/orders/${res.body.id}`, { token: erin.token })
    expect(del.body.status).toBe('cancelled')
    expect((await balanceOf(t.api, erin)).reserved).toBe(0)
  })
})
