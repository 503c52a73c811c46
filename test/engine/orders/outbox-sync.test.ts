import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { OutboxEvent } from '../../../protocol/index.ts'
import type { OrderNotice, OrdersUpdate } from '../../../workers/engine/api.ts'
import type { OutboxDeps } from '../../../workers/engine/orders/outbox-sync.ts'
import { openOutbox, type OrderOutbox } from '../../../workers/outbox/outbox.ts'
import type { FakeRequest } from '../helpers/fake-fetch.ts'
import { disposeEngines, json, signedInEngine, waitFor } from '../helpers/engine-fixture.ts'
import { at, order, ticket } from '../helpers/orders.ts'

let n = 0
const outboxes: OrderOutbox[] = []
afterEach(() => {
  disposeEngines()
  outboxes.splice(0).forEach((o) => o.close())
})

/** A real outbox (fake-indexeddb) and a channel that records what the engine tells the others. */
function outboxDeps() {
  n += 1
  const outbox = openOutbox(`engine-outbox-${process.pid}-${n}`)
  outboxes.push(outbox)
  const told: OutboxEvent[] = []
  const channel: NonNullable<OutboxDeps['channel']> = {
    postMessage: (e: unknown) => void told.push(e as OutboxEvent),
    close: () => undefined,
    onmessage: null,
  }
  return { deps: { outbox, channel }, outbox, channel, told }
}

const bodyOf = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as Record<string, unknown>

async function queueRow(outbox: OrderOutbox, key: string) {
  const body = { ...ticket, clientOrderId: key, placedAt: at(1) }
  await outbox.add({
    key,
    portfolioId: 'p1',
    symbol: 'BTC-USD',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    queuedAt: Date.parse(at(1)),
  })
}

describe('orders queued by the service worker', () => {
  it('shows an order the service worker answered 202 for as queued, with its age', async () => {
    const box = outboxDeps()
    const ctx = await signedInEngine(
      {
        'GET /orders': () => json(200, []),
        'POST /orders': (req) =>
          json(202, { queued: true, clientOrderId: bodyOf(req).clientOrderId, queuedAt: 5_000 }),
      },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    const res = await ctx.api.placeOrder(ticket)
    expect(res).toMatchObject({ ok: true, value: { local: 'queued', queuedAt: 5_000 } })
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.local, o.queuedAt, o.symbol])).toEqual([
        ['queued', 5_000, 'BTC-USD'],
      ]),
    )
  })

  it('replays the outbox when the socket connects: sent once, with its key, then shown as placed', async () => {
    const box = outboxDeps()
    await queueRow(box.outbox, 'k-1')
    const sent: FakeRequest[] = []
    const ctx = await signedInEngine(
      {
        'GET /orders': () => json(200, []),
        'POST /orders': (req) => {
          sent.push(req)
          return json(
            201,
            order('o-1', { clientOrderId: 'k-1', createdAt: at(2), updatedAt: at(2) }),
          )
        },
      },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.headers.get('idempotency-key')).toBe('k-1')
    expect(sent[0]?.headers.get('x-outbox-replay')).toBe('1')
    expect(bodyOf(sent[0] as FakeRequest)).toMatchObject({ clientOrderId: 'k-1', price: 100 })
    await waitFor(async () => expect(await box.outbox.list()).toEqual([]))
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local])).toEqual([['o-1', 'confirmed']]),
    )
    expect(box.told.map((e) => e.kind)).toEqual(['placed'])
  })

  it('tells the tabs why the server refused a queued order, and drops it', async () => {
    const box = outboxDeps()
    await queueRow(box.outbox, 'k-2')
    const reason = 'Price moved 1.20 % against you since you placed the order (tolerance 0.50 %)'
    const ctx = await signedInEngine(
      {
        'GET /orders': () => json(200, []),
        'POST /orders': () => json(409, { detail: reason }),
      },
      { outbox: box.deps },
    )
    const notices: OrderNotice[] = []
    await ctx.api.watchOrderNotices((x) => notices.push(x))
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() =>
      expect(notices).toEqual([
        { kind: 'refused', clientOrderId: 'k-2', symbol: 'BTC-USD', message: reason },
      ]),
    )
    await waitFor(() => expect(seen.at(-1)?.orders).toEqual([]))
    expect(await box.outbox.list()).toEqual([])
  })

  it('keeps a queued order while the server cannot be reached, and lets the trader take it back', async () => {
    const box = outboxDeps()
    await queueRow(box.outbox, 'k-3')
    const ctx = await signedInEngine(
      { 'GET /orders': () => json(200, []), 'POST /orders': () => 'network' },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local])).toEqual([['k-3', 'queued']]),
    )
    expect((await box.outbox.list()).map((r) => r.key)).toEqual(['k-3'])
    expect(await ctx.api.cancelQueuedOrder('p1', 'k-3')).toEqual({ ok: true, value: null })
    await waitFor(() => expect(seen.at(-1)?.orders).toEqual([]))
    expect(await box.outbox.list()).toEqual([])
    expect(box.told.map((e) => e.kind)).toEqual(['cancelled'])
  })

  it('shows what another replayer placed when told on the channel', async () => {
    const box = outboxDeps()
    await queueRow(box.outbox, 'k-4')
    const ctx = await signedInEngine(
      { 'GET /orders': () => json(200, []), 'POST /orders': () => 'network' },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen.at(-1)?.orders.map((o) => o.local)).toEqual(['queued']))
    await box.outbox.remove('k-4')
    const placed = order('o-4', { clientOrderId: 'k-4', createdAt: at(3), updatedAt: at(3) })
    box.channel.onmessage?.({
      data: { kind: 'placed', key: 'k-4', portfolioId: 'p1', order: placed },
    } as MessageEvent)
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local])).toEqual([['o-4', 'confirmed']]),
    )
  })

  it('keeps an order its own request could not deliver, then sends it once with the same key', async () => {
    const box = outboxDeps()
    const sent: FakeRequest[] = []
    const ctx = await signedInEngine(
      {
        'GET /orders': () => json(200, []),
        'POST /orders': (req) => {
          sent.push(req)
          // No service worker kept it: the first send and its three retries get no answer.
          if (sent.length <= 4) return 'network'
          const key = String(bodyOf(req).clientOrderId)
          return json(201, order('o-9', { clientOrderId: key, createdAt: at(2), updatedAt: at(2) }))
        },
      },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    const res = await ctx.api.placeOrder(ticket)
    expect(res).toMatchObject({ ok: true, value: { local: 'queued', symbol: 'BTC-USD' } })
    const key = sent[0]?.headers.get('idempotency-key')
    expect(box.told[0]).toEqual({ kind: 'queued', key, portfolioId: 'p1' })
    // The socket is up, so the engine replays by itself: the kept order goes once, same key.
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local])).toEqual([['o-9', 'confirmed']]),
    )
    expect(sent).toHaveLength(5)
    expect(new Set(sent.map((r) => r.headers.get('idempotency-key')))).toEqual(new Set([key]))
    expect(sent[4]?.headers.get('x-outbox-replay')).toBe('1')
    expect(bodyOf(sent[4] as FakeRequest)).toEqual(bodyOf(sent[0] as FakeRequest))
    expect(await box.outbox.list()).toEqual([])
  })

  it('keeps no bearer token on disk for an order it keeps', async () => {
    const box = outboxDeps()
    const ctx = await signedInEngine(
      { 'GET /orders': () => json(200, []), 'POST /orders': () => 'network' },
      { outbox: box.deps },
    )
    ctx.socket.close()
    const res = await ctx.api.placeOrder(ticket)
    expect(res).toMatchObject({ ok: true, value: { local: 'queued' } })
    const [row] = await box.outbox.list()
    expect(row?.headers).toEqual({
      'content-type': 'application/json',
      'idempotency-key': res.ok ? res.value.id : '',
    })
    expect(JSON.parse(row?.body ?? '{}')).toMatchObject({ ...ticket, clientOrderId: row?.key })
  })

  it('tries a queued order again while the socket stays up, without waiting for a reconnect', async () => {
    const box = outboxDeps()
    await queueRow(box.outbox, 'k-5')
    let attempts = 0
    const ctx = await signedInEngine(
      {
        'GET /orders': () => json(200, []),
        'POST /orders': () =>
          ++attempts === 1
            ? 'network'
            : json(201, order('o-5', { clientOrderId: 'k-5', createdAt: at(2), updatedAt: at(2) })),
      },
      { outbox: box.deps },
    )
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() =>
      expect(seen.at(-1)?.orders.map((o) => [o.id, o.local])).toEqual([['o-5', 'confirmed']]),
    )
    expect(attempts).toBe(2)
    expect(ctx.clock.delays).toContain(2_000)
    expect(ctx.sockets.instances).toHaveLength(1)
  })
})
