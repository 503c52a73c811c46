import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balance,
  liquidationWarning,
  liquidationWarningData,
  order,
  positionsUpdate,
  streamMessage,
  type Order,
} from '../../protocol/index.ts'
import { onStream, startServer, type TestServer, type TestSocket } from './helpers.ts'
import {
  balanceOf,
  cents,
  newTrader,
  perpMarket,
  place,
  type Trader,
} from './trading/trading-helpers.ts'

const CHANNELS = ['orders', 'positions', 'balances'] as const

let t: TestServer
let alice: Trader
let bob: Trader
let resting: Order

const open = (who: Trader): Promise<TestSocket> => t.connect(who.token)

/** Stream data (not the subscribed acks that also name a channel), parsed as a private message. */
const streamOf = (s: TestSocket, channel: string, from = 0) =>
  s.messages
    .slice(from)
    .filter(onStream(channel))
    .map((m) => streamMessage.parse(m))

const firstOf = async (s: TestSocket, channel: string, from = 0) =>
  streamMessage.parse(await s.waitFor(onStream(channel), 5000, from))

/** Every user with a portfolio gets a positions and a balances snapshot; orders only when active. */
const subscribeAll = async (s: TestSocket): Promise<void> => {
  for (const channel of CHANNELS) s.send({ type: 'subscribe', channel })
  await firstOf(s, 'positions')
  await firstOf(s, 'balances')
}

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'snapa')
  bob = await newTrader(t.api, 'snapb')
  const last = t.server.market.price('XAU-USD')?.price ?? 0
  const limit = await place(t.api, alice, {
    symbol: 'XAU-USD',
    side: 'buy',
    orderType: 'limit',
    quantity: 1,
    price: cents(last * 0.8),
  })
  if (limit.body.status !== 'open') throw new Error(`resting order: ${JSON.stringify(limit.body)}`)
  resting = limit.body
  const perp = await perpMarket(t.api, alice, { side: 'buy', quantity: 0.01, leverage: 5 })
  if (perp.body.status !== 'filled') throw new Error(`perp order: ${JSON.stringify(perp.body)}`)
})
afterAll(async () => {
  await t.close()
})

describe('private snapshots on subscribe', () => {
  it('starts orders, positions and balances at seq 1 with the current state', async () => {
    const rest = await balanceOf(t.api, alice)
    const s = await open(alice)
    await subscribeAll(s)
    await firstOf(s, 'orders')

    const orders = streamOf(s, 'orders')
    expect(orders.map((m) => m.seq)).toEqual([1])
    expect(order.parse(orders[0]?.data)).toMatchObject({
      id: resting.id,
      status: 'open',
      symbol: 'XAU-USD',
      portfolioId: alice.portfolioId,
    })

    const positions = await firstOf(s, 'positions')
    expect(positions.seq).toBe(1)
    const update = positionsUpdate.parse(positions.data)
    expect(update.portfolioId).toBe(alice.portfolioId)
    expect(update.positions).toHaveLength(1)
    expect(update.positions[0]).toMatchObject({
      symbol: 'BTC-USD',
      market: 'perp',
      side: 'long',
      size: 0.01,
      leverage: 5,
    })

    const balances = await firstOf(s, 'balances')
    expect(balances.seq).toBe(1)
    const bal = balance.parse(balances.data)
    expect(bal.portfolioId).toBe(alice.portfolioId)
    expect(bal.reserved).toBeCloseTo(rest.reserved, 2)
    expect(bal.total).toBeCloseTo(rest.total, 2)
    expect(bal.reserved).toBeGreaterThan(0)
  })

  it("gives another user only their own state, never someone else's", async () => {
    const s = await open(bob)
    await subscribeAll(s)
    await new Promise((r) => setTimeout(r, 300))
    expect(streamOf(s, 'orders')).toEqual([])
    expect(positionsUpdate.parse((await firstOf(s, 'positions')).data)).toEqual({
      portfolioId: bob.portfolioId,
      positions: [],
    })
    expect(balance.parse((await firstOf(s, 'balances')).data).portfolioId).toBe(bob.portfolioId)
    const text = JSON.stringify(s.messages)
    expect(text).not.toContain(alice.portfolioId)
    expect(text).not.toContain(resting.id)
  })

  it('restarts at seq 1 with a fresh snapshot on a repeated subscribe', async () => {
    const s = await open(alice)
    await subscribeAll(s)
    await firstOf(s, 'orders')
    const from = s.messages.length
    s.send({ type: 'subscribe', channel: 'orders' })
    const again = await firstOf(s, 'orders', from)
    expect(again.seq).toBe(1)
    expect(order.parse(again.data).id).toBe(resting.id)
  })
})

describe('sendToUser', () => {
  it("reaches every socket of the user, subscribed or not, and no one else's", async () => {
    const [a1, a2, b] = [await open(alice), await open(alice), await open(bob)]
    const data = {
      positionId: 'p1',
      portfolioId: alice.portfolioId,
      symbol: 'BTC-USD',
      markPrice: 100,
      liquidationPrice: 95,
      distance: 0.05,
    }
    t.server.hub.sendToUser(alice.id, { type: 'liquidation_warning', data })
    for (const s of [a1, a2]) {
      const got = liquidationWarning.parse(await s.waitFor((m) => m.type === 'liquidation_warning'))
      expect(liquidationWarningData.parse(got.data)).toEqual(data)
      expect(got).not.toHaveProperty('seq')
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(b.messages.filter((m) => m.type === 'liquidation_warning')).toEqual([])
  })
})
