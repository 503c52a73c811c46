import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notification as notificationSchema,
  type Notification,
  type NotificationPreferences,
} from '../../protocol/index.ts'
import { preferenceCacheOf } from '../../server/notifications/preferences.ts'
import { onStream, startServer, TestSocket, type TestServer } from './helpers.ts'
import { newTrader, place, type Trader } from './trading/trading-helpers.ts'

let t: TestServer
let alice: Trader
let bob: Trader
const SYM = 'XAU-USD'

beforeAll(async () => {
  t = await startServer()
  alice = await newTrader(t.api, 'alice')
  bob = await newTrader(t.api, 'bob')
})
afterAll(async () => {
  await t.close()
})

const get = <T>(tr: Trader, path: string) => t.api<T>('GET', `/api/v1${path}`, { token: tr.token })
const list = async (tr: Trader, query = ''): Promise<Notification[]> => {
  const res = await get<Notification[]>(tr, `/notifications${query}`)
  expect(res.status).toBe(200)
  return res.body.map((n) => notificationSchema.parse(n))
}
const unread = async (tr: Trader): Promise<number> =>
  (await get<{ count: number }>(tr, '/notifications/unread-count')).body.count
const setPrefs = (tr: Trader, json: Partial<NotificationPreferences>) =>
  t.api<NotificationPreferences>('PUT', '/api/v1/notifications/preferences', {
    token: tr.token,
    json,
  })

/** A filled market order: one "Order filled" notification, stored once committed. */
const fill = async (tr: Trader): Promise<void> => {
  const res = await place(t.api, tr, { symbol: SYM, side: 'buy', orderType: 'market', quantity: 1 })
  expect(res.body).toMatchObject({ status: 'filled' })
  await t.server.trading.writer.flush()
}

describe('notifications of fills', () => {
  it('lists them newest first, 50 by default, pages with a cursor and filters', async () => {
    for (let i = 0; i < 3; i++) await fill(alice)
    const all = await list(alice)
    expect(all).toHaveLength(3)
    expect(all.every((n) => n.title === 'Order filled' && n.category === 'trading')).toBe(true)
    const times = all.map((n) => Date.parse(n.timestamp))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const first = await list(alice, '?limit=2')
    expect(first.map((n) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id))
    const next = await list(alice, `?limit=2&before=${first[1]?.id ?? ''}`)
    expect(next.map((n) => n.id)).toEqual([all[2]?.id])

    expect(await list(alice, '?category=security')).toEqual([])
    expect(await list(alice, '?category=trading&unread=true')).toHaveLength(3)
    expect(await unread(alice)).toBe(3)
    // Bob has none of Alice's.
    expect(await list(bob)).toEqual([])
  })

  it('refuses a bad limit, category or cursor', async () => {
    expect((await get(alice, '/notifications?limit=101')).status).toBe(422)
    expect((await get(alice, '/notifications?category=spam')).status).toBe(422)
    expect((await get(alice, '/notifications?before=nope')).status).toBe(404)
  })

  it('marks one read, then all, each lowering the unread count', async () => {
    const [newest] = await list(alice)
    const read = await t.api<Notification>('PUT', `/api/v1/notifications/${newest?.id}/read`, {
      token: alice.token,
    })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: newest?.id, read: true })
    expect(await unread(alice)).toBe(2)
    expect(await list(alice, '?unread=true')).toHaveLength(2)

    const all = await t.api('PUT', '/api/v1/notifications/read-all', { token: alice.token })
    expect(all.body).toEqual({ updated: 2 })
    expect(await unread(alice)).toBe(0)
  })

  it("answers 404 to another user's notification and leaves it alone", async () => {
    const [mine] = await list(alice)
    const id = mine?.id ?? ''
    const as = { token: bob.token }
    expect((await t.api('PUT', `/api/v1/notifications/${id}/read`, as)).status).toBe(404)
    expect((await t.api('DELETE', `/api/v1/notifications/${id}`, as)).status).toBe(404)
    expect((await get(bob, `/notifications?before=${id}`)).status).toBe(404)
    expect((await t.api('DELETE', '/api/v1/notifications', as)).status).toBe(204)
    expect((await list(alice)).map((n) => n.id)).toContain(id)
  })

  it('deletes one, then clears all', async () => {
    const before = await list(alice)
    const gone = before[0]?.id ?? ''
    const del = await t.api('DELETE', `/api/v1/notifications/${gone}`, { token: alice.token })
    expect(del.status).toBe(204)
    expect((await list(alice)).map((n) => n.id)).toEqual(before.slice(1).map((n) => n.id))
    const again = await t.api('DELETE', `/api/v1/notifications/${gone}`, { token: alice.token })
    expect(again.status).toBe(404)

    expect((await t.api('DELETE', '/api/v1/notifications', { token: alice.token })).status).toBe(
      204,
    )
    expect(await list(alice)).toEqual([])
    expect(await unread(alice)).toBe(0)
  })
})

describe('preferences', () => {
  it('start at SPEC defaults and change only the fields sent', async () => {
    const start = await get<NotificationPreferences>(bob, '/notifications/preferences')
    expect(start.body).toEqual({
      email: true,
      push: true,
      sms: false,
      inApp: true,
      sound: true,
      tradingAlerts: true,
      priceAlerts: true,
      newsAlerts: true,
      systemAlerts: true,
      marketingAlerts: false,
    })
    const changed = await setPrefs(bob, { sms: true, marketingAlerts: true })
    expect(changed.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      sms: true,
      marketingAlerts: true,
    })
    expect((await get(bob, '/notifications/preferences')).body).toEqual(changed.body)
    // Alice's are her own.
    expect((await get(alice, '/notifications/preferences')).body).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    )
  })

  it('refuses unknown fields and non-booleans with field locations', async () => {
    const bad = await setPrefs(bob, { sms: 'yes', colour: true } as never)
    expect(bad.status).toBe(422)
    const locs = (bad.body as unknown as { detail: { loc: string[] }[] }).detail.map((d) =>
      d.loc.join('.'),
    )
    expect(locs).toEqual(expect.arrayContaining(['body.sms']))
  })

  it('drops a fill notification of a disabled category: neither stored nor pushed', async () => {
    const ws = new TestSocket(`${t.wsUrl}?token=${bob.token}`)
    await ws.opened
    ws.send({ type: 'subscribe', channel: 'notifications' })
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === 'notifications')

    expect((await setPrefs(bob, { tradingAlerts: false })).body.tradingAlerts).toBe(false)
    await fill(bob)
    expect(await list(bob)).toEqual([])

    await setPrefs(bob, { tradingAlerts: true })
    await fill(bob)
    const kept = await list(bob)
    expect(kept).toHaveLength(1)
    // Pushes of one stream arrive in order: had the first been pushed, it would come first.
    const pushed = await ws.waitFor(onStream('notifications'))
    expect((pushed.data as Notification).id).toBe(kept[0]?.id)
    expect(ws.messages.filter(onStream('notifications'))).toHaveLength(1)
    ws.close()
  })

  it('survives a restart of the preference cache (read back from the database)', async () => {
    await setPrefs(alice, { systemAlerts: false })
    const cache = preferenceCacheOf(t.server.db)
    await cache.load()
    expect(cache.get(alice.id).systemAlerts).toBe(false)
    expect(cache.allows(alice.id, 'system')).toBe(false)
    // Security notices can never be silenced.
    expect(cache.allows(alice.id, 'security')).toBe(true)
  })
})

describe('a queued order refused on replay', () => {
  it('leaves an urgent "Queued order refused" notification, once per order', async () => {
    const body = {
      symbol: SYM,
      side: 'buy' as const,
      orderType: 'market' as const,
      quantity: 1,
      placedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    }
    const headers = { 'X-Outbox-Replay': '1', 'Idempotency-Key': 'queued-1' }
    const refused = await place(t.api, alice, body, headers)
    expect(refused.status).toBe(400)
    const again = await place(t.api, alice, body, headers)
    expect(again.status).toBe(400)
    const notes = (await list(alice)).filter((n) => n.title === 'Queued order refused')
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      category: 'trading',
      type: 'error',
      priority: 'urgent',
      read: false,
      message: (refused.body as { detail: string }).detail,
    })
  })

  it('leaves none for a refusal that is not a replay', async () => {
    await t.api('DELETE', '/api/v1/notifications', { token: alice.token })
    const stale = await place(t.api, alice, {
      symbol: SYM,
      side: 'buy',
      orderType: 'market',
      quantity: 1,
      placedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    })
    expect(stale.status).toBe(400)
    expect(await list(alice)).toEqual([])
  })
})
