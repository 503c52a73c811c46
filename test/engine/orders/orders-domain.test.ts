import { afterEach, describe, expect, it } from 'vitest'
import type { OrdersUpdate } from '../../../workers/engine/api.ts'
import type { FakeRequest } from '../helpers/fake-fetch.ts'
import {
  disposeEngines,
  json,
  makeEngine,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'
import { gate } from '../helpers/gate.ts'
import { at, order, ticket, spot } from '../helpers/orders.ts'

afterEach(disposeEngines)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const bodyOf = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as Record<string, unknown>
const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path)
/** The server's order for a POST /orders body. */
const acceptedFor = (req: FakeRequest) =>
  order('o-9', {
    clientOrderId: String(bodyOf(req).clientOrderId),
    createdAt: at(5),
    updatedAt: at(5),
  })

describe('placeOrder', () => {
  it('resends after a network failure with the same Idempotency-Key and clientOrderId', async () => {
    let attempts = 0
    const ctx = await signedInEngine({
      'POST /orders': (req) => (++attempts === 1 ? 'network' : json(201, acceptedFor(req))),
    })
    const res = await ctx.api.placeOrder(ticket)
    const sent = posts(ctx.http.calls, '/orders')
    expect(sent).toHaveLength(2)
    const keys = sent.map((r) => r.headers.get('idempotency-key'))
    expect(keys[0]).toMatch(UUID)
    expect(keys[1]).toBe(keys[0])
    expect(sent.map((r) => bodyOf(r).clientOrderId)).toEqual([keys[0], keys[0]])
    const body = bodyOf(sent[0] as FakeRequest)
    expect(body).toMatchObject(ticket)
    expect(Date.parse(String(body.placedAt))).not.toBeNaN()
    expect(ctx.clock.delays).toContain(1000)
    expect(res).toEqual({
      ok: true,
      value: {
        ...order('o-9', { clientOrderId: keys[0] ?? '', createdAt: at(5), updatedAt: at(5) }),
        local: 'confirmed',
      },
    })
    // Another call is another order: a new key.
    await ctx.api.placeOrder(ticket)
    const third = posts(ctx.http.calls, '/orders')[2]
    expect(third?.headers.get('idempotency-key')).not.toBe(keys[0])
  })

  it('a refusal reads the server’s detail, else "Failed to place order"; 4xx is never resent', async () => {
    let answer = json(400, { detail: 'Insufficient funds' })
    const ctx = await signedInEngine({ 'POST /orders': () => answer })
    expect(await ctx.api.placeOrder(ticket)).toEqual({
      ok: false,
      error: { status: 400, message: 'Insufficient funds' },
    })
    expect(posts(ctx.http.calls, '/orders')).toHaveLength(1)
    answer = json(409, {})
    expect(await ctx.api.placeOrder(ticket)).toEqual({
      ok: false,
      error: { status: 409, message: 'Failed to place order' },
    })
  })

  it('"Not authenticated" before sign-in; "No portfolio selected" without a portfolio', async () => {
    const anon = makeEngine({})
    expect(await anon.api.placeOrder(ticket)).toEqual({
      ok: false,
      error: { status: 401, message: 'Not authenticated' },
    })
    const ctx = await signedInEngine()
    expect(await ctx.api.placeOrder({ ...ticket, portfolioId: '' })).toEqual({
      ok: false,
      error: { status: 400, message: 'No portfolio selected' },
    })
    expect(posts([...anon.http.calls, ...ctx.http.calls], '/orders')).toHaveLength(0)
  })

  it('"Not authenticated" when the server has ended the session, whatever its detail', async () => {
    const ctx = await signedInEngine({
      'POST /orders': () => json(401, { detail: 'Session ended' }),
      'POST /auth/refresh': () => json(401, { detail: 'Invalid refresh token' }),
    })
    expect(await ctx.api.placeOrder(ticket)).toEqual({
      ok: false,
      error: { status: 401, message: 'Not authenticated' },
    })
  })

  it('shows the order at once as placing; a push before the answer confirms it', async () => {
    const answer = gate()
    let key = ''
    const ctx = await signedInEngine({
      'GET /orders': () => json(200, []),
      'POST /orders': async (req) => {
        key = String(bodyOf(req).clientOrderId)
        await answer.opened
        return json(201, acceptedFor(req))
      },
    })
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    const placed = ctx.api.placeOrder(ticket)
    await waitFor(() => expect(seen.at(-1)?.orders.map((o) => o.local)).toEqual(['placing']))
    expect(seen.at(-1)?.orders[0]).toMatchObject({ id: key, clientOrderId: key, status: 'pending' })
    const pushed = order('o-9', {
      clientOrderId: key,
      status: 'filled',
      filledQuantity: 1,
      updatedAt: at(6),
    })
    ctx.socket.receive({ channel: 'orders', seq: 1, data: pushed })
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local, o.status])).toEqual([
        ['o-9', 'confirmed', 'filled'],
      ]),
    )
    answer.open()
    expect((await placed).ok).toBe(true)
    // The answer (older than the push) changes nothing.
    await new Promise((r) => setTimeout(r, 20))
    expect(seen.at(-1)?.orders.map((o) => o.status)).toEqual(['filled'])
  })
})

describe('modify, cancel, cancel all', () => {
  const held = order('o-1', { price: 100 })

  it('modify is shown at once, then reverted exactly on a refusal ("Failed to update orders")', async () => {
    let answer: () => Response = () => json(409, {})
    const ctx = await signedInEngine({
      'GET /orders': () => json(200, [held]),
      'PUT /orders/o-1': () => answer(),
    })
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    const res = await ctx.api.modifyOrder('o-1', { price: 120 })
    expect(res).toEqual({ ok: false, error: { status: 409, message: 'Failed to update orders' } })
    await waitFor(() => expect(seen.at(-1)?.orders).toEqual([{ ...held, local: 'confirmed' }]))
    answer = () => json(200, { ...held, price: 125, updatedAt: at(3) })
    const ok = await ctx.api.modifyOrder('o-1', { price: 125 })
    expect(ok).toEqual({
      ok: true,
      value: { ...held, price: 125, updatedAt: at(3), local: 'confirmed' },
    })
    await waitFor(() =>
      expect(seen.at(-1)?.orders[0]).toMatchObject({ price: 125, local: 'confirmed' }),
    )
  })

  it('cancel shows cancelling, then the server’s cancelled order', async () => {
    const answer = gate()
    const ctx = await signedInEngine({
      'GET /orders': () => json(200, [held]),
      'DELETE /orders/o-1': async () => {
        await answer.opened
        return json(200, { ...held, status: 'cancelled', updatedAt: at(4) })
      },
    })
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    const done = ctx.api.cancelOrder('o-1')
    await waitFor(() => expect(seen.at(-1)?.orders[0]?.local).toBe('cancelling'))
    answer.open()
    expect((await done).ok).toBe(true)
    await waitFor(() =>
      expect(seen.at(-1)?.orders[0]).toMatchObject({ status: 'cancelled', local: 'confirmed' }),
    )
  })

  it('cancel all: DELETE /orders for the portfolio and symbol; a refusal reverts every order', async () => {
    const other = order('o-2', { symbol: 'ETH-USD' })
    let ok = false
    const ctx = await signedInEngine({
      'GET /orders': () => json(200, [held, other]),
      'DELETE /orders': () =>
        ok
          ? json(200, { cancelled: [{ ...held, status: 'cancelled', updatedAt: at(4) }] })
          : json(503, {}),
    })
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    const refused = await ctx.api.cancelAllOrders('p1', 'BTC-USD')
    expect(refused.ok ? null : refused.error.message).toBe('Server error. Please try again later.')
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => o.local)).toEqual(['confirmed', 'confirmed']),
    )
    ok = true
    const res = await ctx.api.cancelAllOrders('p1', 'BTC-USD')
    expect(res.ok && res.value.map((o) => [o.id, o.status])).toEqual([['o-1', 'cancelled']])
    const del = ctx.http.calls.filter((c) => c.method === 'DELETE' && c.path === '/orders').at(-1)
    expect(Object.fromEntries(del?.url.searchParams ?? [])).toEqual({
      portfolio_id: 'p1',
      symbol: 'BTC-USD',
    })
    await waitFor(() =>
      expect(Object.fromEntries(seen.at(-1)?.orders.map((o) => [o.id, o.status]) ?? [])).toEqual({
        'o-1': 'cancelled',
        'o-2': 'open',
      }),
    )
  })
})

describe('closePosition', () => {
  it('"Position not found" for a position the portfolio does not have', async () => {
    const ctx = await signedInEngine({ 'GET /positions': () => json(200, [spot('pos-1')]) })
    expect(await ctx.api.closePosition('p1', 'pos-x')).toEqual({
      ok: false,
      error: { status: 404, message: 'Position not found' },
    })
    expect(posts(ctx.http.calls, '/positions/pos-x/close')).toHaveLength(0)
  })

  it('posts the quantity with an Idempotency-Key; a refusal without detail reads "Failed to close position"', async () => {
    let status = 201
    const ctx = await signedInEngine({
      'GET /positions': () => json(200, [spot('pos-1', 2)]),
      'POST /positions/pos-1/close': () =>
        status === 201
          ? json(201, order('o-c', { side: 'sell', orderType: 'market' }))
          : json(409, {}),
    })
    const res = await ctx.api.closePosition('p1', 'pos-1', 0.5)
    expect(res.ok && res.value).toMatchObject({ id: 'o-c', side: 'sell', local: 'confirmed' })
    const [sent] = posts(ctx.http.calls, '/positions/pos-1/close')
    expect(sent && bodyOf(sent)).toEqual({ quantity: 0.5 })
    expect(sent?.headers.get('idempotency-key')).toMatch(UUID)
    status = 409
    expect(await ctx.api.closePosition('p1', 'pos-1')).toEqual({
      ok: false,
      error: { status: 409, message: 'Failed to close position' },
    })
    expect(bodyOf(posts(ctx.http.calls, '/positions/pos-1/close')[1] as FakeRequest)).toEqual({})
  })
})
