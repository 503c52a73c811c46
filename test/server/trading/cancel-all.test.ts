import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cancelAllResponse,
  type CancelAllResponse,
  type Order,
  type Portfolio,
} from '../../../protocol/index.ts'
import { onStream, startServer, type TestServer } from '../helpers.ts'
import { balanceOf, cents, newTrader, place, type Trader } from './trading-helpers.ts'

let t: TestServer
let alice: Trader
/** Alice's second portfolio. */
let aliceTwo: Trader
let bob: Trader
const last = (symbol: string): number => t.server.market.price(symbol)?.price ?? 0

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'alice')
  const second = await t.api<Portfolio>('POST', '/api/v1/portfolios', {
    token: alice.token,
    json: { name: 'Second' },
  })
  aliceTwo = { ...alice, portfolioId: second.body.id }
  bob = await newTrader(t.api, 'bob')
})
afterAll(async () => {
  await t.close()
})

const cancelAll = async (trader: Trader, query = ''): Promise<Order[]> => {
  const res = await t.api<CancelAllResponse>('DELETE', `/api/v1/orders${query}`, {
    token: trader.token,
  })
  expect(res.status).toBe(200)
  return cancelAllResponse.parse(res.body).cancelled
}

/** A resting buy far below the market: open, with cash reserved. */
const restingBuy = async (trader: Trader, symbol: string, quantity = 1): Promise<Order> => {
  const res = await place(t.api, trader, {
    symbol,
    side: 'buy',
    orderType: 'limit',
    quantity,
    price: cents(last(symbol) * 0.7),
  })
  expect(res.body.status).toBe('open')
  return res.body
}

const activeIds = async (trader: Trader): Promise<string[]> =>
  (await t.api<Order[]>('GET', '/api/v1/orders?status=active', { token: trader.token })).body.map(
    (o) => o.id,
  )

describe('DELETE /orders', () => {
  it("cancels the caller's active orders by portfolio, by symbol, then all", async () => {
    const ws = await t.connect(alice.token)
    ws.send({ type: 'subscribe', channel: 'orders' })
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === 'orders')

    const gold = await restingBuy(alice, 'XAU-USD')
    const btc = await restingBuy(alice, 'BTC-USD', 0.01)
    const stop = await place(t.api, aliceTwo, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'stop',
      quantity: 1,
      stopPrice: cents(last('XAU-USD') * 1.2),
    })
    expect(stop.body.status).toBe('pending')
    const filled = await place(t.api, alice, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 1,
    })
    expect(filled.body.status).toBe('filled')
    const bobs = await restingBuy(bob, 'XAU-USD')
    expect((await balanceOf(t.api, alice)).reserved).toBeGreaterThan(0)
    expect((await balanceOf(t.api, aliceTwo)).reserved).toBeGreaterThan(0)

    const two = await cancelAll(alice, `?portfolio_id=${aliceTwo.portfolioId}`)
    expect(two.map((o) => [o.id, o.status])).toEqual([[stop.body.id, 'cancelled']])
    expect((await balanceOf(t.api, aliceTwo)).reserved).toBe(0)

    const goldOnly = await cancelAll(alice, '?symbol=xau-usd')
    expect(goldOnly.map((o) => [o.id, o.status])).toEqual([[gold.id, 'cancelled']])
    expect(await activeIds(alice)).toEqual([btc.id])

    const rest = await cancelAll(alice)
    expect(rest.map((o) => [o.id, o.status])).toEqual([[btc.id, 'cancelled']])
    expect(await cancelAll(alice)).toEqual([])
    expect(await activeIds(alice)).toEqual([])
    expect((await balanceOf(t.api, alice)).reserved).toBe(0)

    for (const id of [stop.body.id, gold.id, btc.id])
      await ws.waitFor((m) => {
        const data = m.data as Order | undefined
        return onStream('orders')(m) && data?.id === id && data.status === 'cancelled'
      })
    const pushed = ws.messages.filter(onStream('orders')).map((m) => (m.data as Order).id)
    expect(pushed).not.toContain(bobs.id)

    // Bob's order was never the caller's to cancel.
    expect(await activeIds(bob)).toEqual([bobs.id])
    expect((await balanceOf(t.api, bob)).reserved).toBeGreaterThan(0)
  })

  it("refuses another user's portfolio or an unknown one (404) and leaves its orders", async () => {
    const order = await restingBuy(bob, 'ETH-USD', 0.1)
    for (const id of [bob.portfolioId, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.api('DELETE', `/api/v1/orders?portfolio_id=${id}`, {
        token: alice.token,
      })
      expect(res).toMatchObject({ status: 404, body: { detail: 'Portfolio not found' } })
    }
    expect(await activeIds(bob)).toContain(order.id)
    expect(await cancelAll(bob, `?portfolio_id=${bob.portfolioId}&symbol=ETH-USD`)).toMatchObject([
      { id: order.id, status: 'cancelled' },
    ])
  })

  it('needs a token and a well-formed filter', async () => {
    expect((await t.api('DELETE', '/api/v1/orders')).status).toBe(401)
    const bad = await t.api('DELETE', `/api/v1/orders?symbol=${'X'.repeat(33)}`, {
      token: alice.token,
    })
    expect(bad.status).toBe(422)
  })
})
