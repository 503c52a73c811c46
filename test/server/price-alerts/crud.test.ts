import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ACTIVE_PRICE_ALERTS, type ValidationErrorBody } from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { alertsApi, SYM } from './alert-helpers.ts'

let t: TestServer
let alice: ReturnType<typeof alertsApi>
let bob: ReturnType<typeof alertsApi>
let aliceId: string
let last: number

beforeAll(async () => {
  t = await startServer()
  const a = await newUser(t.api, 'alice')
  aliceId = a.id
  alice = alertsApi(t, a.token)
  bob = alertsApi(t, (await newUser(t.api, 'bob')).token)
  last = Math.round(t.server.market.price(SYM)?.price ?? 1)
})
afterAll(async () => {
  await t.close()
})

const locs = (body: unknown): string[] =>
  (body as ValidationErrorBody).detail.map((d) => d.loc.join('.'))

describe('price alerts API', () => {
  it('creates, lists, switches off and on, and deletes', async () => {
    const created = await alice.create({ symbol: SYM, condition: 'above', price: last + 100 })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      symbol: SYM,
      condition: 'above',
      price: last + 100,
      frequency: 'once',
      timeframe: null,
      isActive: true,
      triggerCount: 0,
      lastTriggeredAt: null,
    })
    const id = created.body.id
    expect((await alice.list()).map((a) => a.id)).toContain(id)
    expect((await alice.setActive(id, false)).body.isActive).toBe(false)
    expect((await alice.setActive(id, true)).body.isActive).toBe(true)
    expect((await alice.remove(id)).status).toBe(204)
    expect((await alice.list()).map((a) => a.id)).not.toContain(id)
    expect((await alice.remove(id)).status).toBe(404)
  })

  it('takes a % move with its window and once per bar with its timeframe', async () => {
    const res = await alice.create({
      symbol: SYM,
      condition: 'move_pct',
      percent: 2.5,
      windowSec: 300,
      frequency: 'once_per_bar',
      timeframe: '5m',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ price: null, percent: 2.5, windowSec: 300, timeframe: '5m' })
  })

  it('answers 422 naming each bad field', async () => {
    expect(locs((await alice.create({ symbol: SYM, condition: 'above' })).body)).toEqual([
      'body.price',
    ])
    const move = await alice.create({ symbol: SYM, condition: 'move_pct', price: last })
    expect(move.status).toBe(422)
    expect(locs(move.body).sort()).toEqual(['body.percent', 'body.price', 'body.windowSec'])
    const bar = await alice.create({
      symbol: SYM,
      condition: 'below',
      price: last,
      frequency: 'once_per_bar',
    })
    expect(locs(bar.body)).toEqual(['body.timeframe'])
    const unknown = await alice.create({ symbol: 'NOPE-USD', condition: 'above', price: 1 })
    expect(unknown.status).toBe(422)
    expect(locs(unknown.body)).toEqual(['body.symbol'])
    const far = await alice.create({ symbol: SYM, condition: 'above', price: last * 100 })
    expect(locs(far.body)).toEqual(['body.price'])
    const extra = await alice.create({ symbol: SYM, condition: 'above', price: last, note: 'x' })
    expect(extra.status).toBe(422)
    const bad = await alice.create({ symbol: SYM, condition: 'sideways', price: last })
    expect(locs(bad.body)).toEqual(['body.condition'])
  })

  it("answers 404 for another user's alert and leaves it alone", async () => {
    const mine = await alice.create({ symbol: SYM, condition: 'below', price: last - 100 })
    expect((await bob.setActive(mine.body.id, false)).status).toBe(404)
    expect((await bob.remove(mine.body.id)).status).toBe(404)
    expect(await bob.list()).toEqual([])
    const still = (await alice.list()).find((a) => a.id === mine.body.id)
    expect(still?.isActive).toBe(true)
  })

  it(`keeps at most ${MAX_ACTIVE_PRICE_ALERTS} active alerts per user`, async () => {
    // Switched-off alerts do not count: only the bulk ones below are on.
    await t.server.db.query('UPDATE price_alerts SET is_active = false WHERE user_id = $1', [
      aliceId,
    ])
    await t.server.db.query(
      `INSERT INTO price_alerts (id, user_id, symbol, condition, price, frequency)
       SELECT 'bulk-' || g, $1, $2, 'above', $3, 'once' FROM generate_series(1, $4::int) g`,
      [aliceId, SYM, last * 2, MAX_ACTIVE_PRICE_ALERTS],
    )
    // Far above the market, so no live tick fires one (a fired 'once' alert switches off and
    // would make room).
    const over = await alice.create({ symbol: SYM, condition: 'above', price: last * 2 })
    expect(over.status).toBe(409)
    expect((await alice.setActive('bulk-1', false)).status).toBe(200)
    const room = await alice.create({ symbol: SYM, condition: 'above', price: last * 2 })
    expect(room.status).toBe(201)
    expect((await alice.setActive('bulk-1', true)).status).toBe(409)
  })
})
