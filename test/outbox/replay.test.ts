import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order, OutboxEvent } from '../../protocol/index.ts'
import {
  CLAIM_MS,
  openOutbox,
  type OrderOutbox,
  type OutboxRow,
} from '../../workers/outbox/outbox.ts'
import { replayOutbox, type SendOutcome } from '../../workers/outbox/replay.ts'

let n = 0
const opened: OrderOutbox[] = []
const fresh = () => {
  n += 1
  const o = openOutbox(`outbox-test-${n}`)
  opened.push(o)
  return o
}
afterEach(() => opened.splice(0).forEach((o) => o.close()))

const queued = (key: string, queuedAt: number) => ({
  key,
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  body: JSON.stringify({ portfolioId: 'p1', symbol: 'BTC-USD', side: 'buy', quantity: 0.01 }),
  headers: { 'idempotency-key': key, 'content-type': 'application/json' },
  queuedAt,
})

const serverOrder = (key: string): Order => ({
  id: `srv-${key}`,
  clientOrderId: key,
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'buy',
  orderType: 'market',
  quantity: 0.01,
  price: null,
  stopPrice: null,
  timeInForce: 'GTC',
  postOnly: false,
  reduceOnly: false,
  leverage: 1,
  status: 'filled',
  filledQuantity: 0.01,
  averagePrice: 100,
  fees: 0.05,
  reason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
})

function replayer(outbox: OrderOutbox, answer: (row: OutboxRow) => SendOutcome) {
  const sent: string[] = []
  const events: OutboxEvent[] = []
  const run = () =>
    replayOutbox({
      outbox,
      send: (row) => {
        sent.push(row.key)
        return Promise.resolve(answer(row))
      },
      publish: (e) => events.push(e),
      now: Date.now,
    })
  return { sent, events, run }
}

describe('replaying the outbox', () => {
  it('sends oldest first; a placed order and a refused one both leave, each reported', async () => {
    const outbox = fresh()
    await outbox.add(queued('b', 2))
    await outbox.add(queued('a', 1))
    const r = replayer(outbox, (row) =>
      row.key === 'a'
        ? { kind: 'answer', status: 201, body: serverOrder('a') }
        : {
            kind: 'answer',
            status: 409,
            body: { detail: 'Price moved beyond your 0.5 % slippage' },
          },
    )
    expect(await r.run()).toEqual({ placed: 1, refused: 1, left: 0 })
    expect(r.sent).toEqual(['a', 'b'])
    expect(r.events.map((e) => e.kind)).toEqual(['placed', 'refused'])
    expect(r.events[1]).toMatchObject({ message: 'Price moved beyond your 0.5 % slippage' })
    expect(await outbox.list()).toEqual([])
  })

  it('keeps everything from the first order with no answer, and sends it next time', async () => {
    const outbox = fresh()
    await outbox.add(queued('a', 1))
    await outbox.add(queued('b', 2))
    let online = false
    const r = replayer(outbox, (row) =>
      online
        ? { kind: 'answer', status: 201, body: serverOrder(row.key) }
        : { kind: 'unreachable' },
    )
    expect(await r.run()).toEqual({ placed: 0, refused: 0, left: 2 })
    expect(r.sent).toEqual(['a'])
    expect((await outbox.list()).map((x) => x.key)).toEqual(['a', 'b'])
    online = true
    expect(await r.run()).toEqual({ placed: 2, refused: 0, left: 0 })
  })

  it('keeps an order the server would not take yet (401, 429, 5xx), never reporting it refused', async () => {
    for (const status of [401, 403, 429, 503]) {
      const outbox = fresh()
      await outbox.add(queued('a', 1))
      const r = replayer(outbox, () => ({ kind: 'answer', status, body: { detail: 'x' } }))
      expect(await r.run()).toEqual({ placed: 0, refused: 0, left: 1 })
      expect(r.events).toEqual([])
    }
  })

  it('says "Failed to place order" for a refusal without a reason', async () => {
    const outbox = fresh()
    await outbox.add(queued('a', 1))
    const r = replayer(outbox, () => ({ kind: 'answer', status: 400, body: 'oops' }))
    await r.run()
    expect(r.events[0]).toMatchObject({ kind: 'refused', message: 'Failed to place order' })
  })

  it('two replayers at once send each order once', async () => {
    const outbox = fresh()
    for (let i = 0; i < 20; i += 1) await outbox.add(queued(`k${i}`, i))
    const sent: string[] = []
    const send = async (row: OutboxRow): Promise<SendOutcome> => {
      sent.push(row.key)
      await new Promise((r) => setTimeout(r, 1))
      return { kind: 'answer', status: 201, body: serverOrder(row.key) }
    }
    const deps = { outbox, send, publish: () => undefined, now: Date.now }
    await Promise.all([replayOutbox(deps), replayOutbox(deps)])
    expect(sent.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`).sort())
    expect(await outbox.list()).toEqual([])
  })
})

describe('the outbox', () => {
  it('cancels an order nobody is sending, not one being sent', async () => {
    const outbox = fresh()
    await outbox.add(queued('a', 1))
    await outbox.add(queued('b', 2))
    const now = Date.now()
    expect(await outbox.claim('b', now)).not.toBeNull()
    expect(await outbox.cancel('a', now)).toBe(true)
    expect(await outbox.cancel('b', now)).toBe(false)
    // A claim lapses: a replayer that died does not hold the order for ever.
    expect(await outbox.cancel('b', now + CLAIM_MS + 1)).toBe(true)
    expect(await outbox.list()).toEqual([])
  })

  it('drops a stored row that does not parse instead of sending it', async () => {
    const outbox = fresh()
    await outbox.add({ ...queued('a', 1), queuedAt: 'yesterday' as unknown as number })
    await outbox.add(queued('b', 2))
    expect((await outbox.list()).map((x) => x.key)).toEqual(['b'])
  })
})
