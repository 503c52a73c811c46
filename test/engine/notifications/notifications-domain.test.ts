import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Notification,
  type NotificationPreferences,
} from '../../../protocol/index.ts'
import type { FakeHandler } from '../helpers/fake-fetch.ts'
import {
  disposeEngines,
  json,
  openTestDb,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'
import { note } from './notes.ts'

afterEach(disposeEngines)

type View = Parameters<
  Parameters<Awaited<ReturnType<typeof signedInEngine>>['api']['watchNotifications']>[0]
>[0]

const routes = (
  list: Notification[],
  unread: number,
  prefs: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
  over: Record<string, FakeHandler> = {},
): Record<string, FakeHandler> => ({
  'GET /notifications': () => json(200, list),
  'GET /notifications/unread-count': () => json(200, { count: unread }),
  'GET /notifications/preferences': () => json(200, prefs),
  ...over,
})

async function watching(r: Record<string, FakeHandler>) {
  const ctx = await signedInEngine(r)
  const views: View[] = []
  const arrivals: Notification[] = []
  await ctx.api.watchNotifications((v) => views.push(v))
  await ctx.api.watchNotificationArrivals((a) => arrivals.push(a.notification))
  await waitFor(() => expect(views.at(-1)?.status).toBe('ready'))
  return { ...ctx, views, arrivals, last: () => views.at(-1) }
}

describe('the notifications feed', () => {
  it('loads the newest 100 and the unread count once, then follows pushes', async () => {
    const ctx = await watching(routes([note('a', 1000)], 12))
    expect(ctx.last()).toMatchObject({ unread: 12, fromCache: false })
    expect(ctx.http.calls.find((c) => c.path === '/notifications')?.url.search).toBe('?limit=100')
    const subs = ctx.socket.frames().filter((f) => (f as { type?: string }).type === 'subscribe')
    expect(subs).toContainEqual({ type: 'subscribe', channel: 'notifications' })

    ctx.socket.receive({ channel: 'notifications', seq: 1, data: note('b', 2000) })
    await waitFor(() => expect(ctx.last()?.items.map((n) => n.id)).toEqual(['b', 'a']))
    expect(ctx.last()?.unread).toBe(13)
    expect(ctx.arrivals.map((n) => n.id)).toEqual(['b'])
  })

  it('drops a push of a category the trader turned off', async () => {
    const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, tradingAlerts: false }
    const ctx = await watching(routes([], 0, prefs))
    await waitFor(() => expect(ctx.http.count('GET /notifications/preferences')).toBe(1))
    await new Promise((r) => setTimeout(r, 20))
    ctx.socket.receive({ channel: 'notifications', seq: 1, data: note('t', 1) })
    ctx.socket.receive({
      channel: 'notifications',
      seq: 2,
      data: note('s', 2, { category: 'security', title: 'New sign-in' }),
    })
    await waitFor(() => expect(ctx.last()?.items.map((n) => n.id)).toEqual(['s']))
    expect(ctx.arrivals.map((n) => n.id)).toEqual(['s'])
  })

  it('marks read, deletes and clears at once in every tab, and tells the server', async () => {
    const calls: string[] = []
    const ok: FakeHandler = (req) => {
      calls.push(`${req.method} ${req.path}`)
      return json(req.method === 'DELETE' ? 204 : 200, req.method === 'DELETE' ? null : {})
    }
    const ctx = await watching(
      routes([note('a', 1), note('b', 2), note('c', 3)], 3, undefined, {
        'PUT /notifications/a/read': (req) => {
          calls.push(`${req.method} ${req.path}`)
          return json(200, note('a', 1, { read: true }))
        },
        'DELETE /notifications/b': ok,
        'PUT /notifications/read-all': (req) => {
          calls.push(`${req.method} ${req.path}`)
          return json(200, { updated: 1 })
        },
        'DELETE /notifications': ok,
      }),
    )
    const tab2: View[] = []
    await ctx.engine.connectTab().watchNotifications((v) => tab2.push(v))

    expect(await ctx.api.markNotificationRead('a')).toEqual({ ok: true, value: undefined })
    await waitFor(() => expect(tab2.at(-1)?.unread).toBe(2))
    await ctx.api.deleteNotification('b')
    await waitFor(() => expect(tab2.at(-1)?.items.map((n) => n.id)).toEqual(['c', 'a']))
    expect(tab2.at(-1)?.unread).toBe(1)
    await ctx.api.markAllNotificationsRead()
    await waitFor(() => expect(tab2.at(-1)?.unread).toBe(0))
    await ctx.api.clearNotifications()
    await waitFor(() => expect(tab2.at(-1)?.items).toEqual([]))
    expect(calls).toEqual([
      'PUT /notifications/a/read',
      'DELETE /notifications/b',
      'PUT /notifications/read-all',
      'DELETE /notifications',
    ])
    // One snapshot for both tabs.
    expect(ctx.http.count('GET /notifications')).toBe(1)
  })

  it('puts the server list back when the server refuses a change', async () => {
    const ctx = await watching(
      routes([note('a', 1)], 1, undefined, {
        'DELETE /notifications/a': () => json(404, { detail: 'Notification not found' }),
      }),
    )
    const res = await ctx.api.deleteNotification('a')
    expect(res).toMatchObject({ ok: false, error: { status: 404 } })
    await waitFor(() => expect(ctx.http.count('GET /notifications')).toBe(2))
    await waitFor(() => expect(ctx.last()?.items.map((n) => n.id)).toEqual(['a']))
  })

  it('takes a fresh snapshot after a sequence gap', async () => {
    const ctx = await watching(routes([], 0))
    ctx.socket.receive({ channel: 'notifications', seq: 1, data: note('a', 1) })
    ctx.socket.receive({ channel: 'notifications', seq: 3, data: note('c', 3) })
    await waitFor(() => expect(ctx.http.count('GET /notifications')).toBe(2))
  })

  it('shows the saved copy, read-only, when the server cannot be reached', async () => {
    const first = await watching(routes([note('a', 1), note('b', 2, { read: true })], 1))
    // The snapshot is saved as it lands.
    await waitFor(async () => {
      const db = openTestDb(first.dbName)
      expect(await db.lists.get('notifications')).toBeDefined()
      db.close()
    })
    disposeEngines()
    const down: FakeHandler = () => 'network'
    const ctx = await signedInEngine(
      { 'GET /notifications': down, 'GET /notifications/unread-count': down },
      { dbName: first.dbName },
    )
    const views: View[] = []
    await ctx.api.watchNotifications((v) => views.push(v))
    await waitFor(() => expect(views.at(-1)?.fromCache).toBe(true))
    expect(views.at(-1)).toMatchObject({ status: 'ready', unread: 1 })
    expect(views.at(-1)?.items.map((n) => n.id)).toEqual(['b', 'a'])
    expect(views.at(-1)?.asOf).toEqual(expect.any(Number))
  })

  it('says why when the list cannot be read and no copy exists', async () => {
    const views: View[] = []
    const signedIn = await signedInEngine({
      'GET /notifications': () => json(500, { detail: 'boom' }),
      'GET /notifications/unread-count': () => json(200, { count: 0 }),
    })
    await signedIn.api.watchNotifications((v) => views.push(v))
    await waitFor(() => expect(views.at(-1)?.status).toBe('error'))
    expect(views.at(-1)?.error).toBe('Server error. Please try again later.')
  })
})

describe('preferences', () => {
  it('reads and saves the server preferences, and the local switches', async () => {
    let saved: unknown = null
    const ctx = await signedInEngine({
      'GET /notifications/preferences': () => json(200, DEFAULT_NOTIFICATION_PREFERENCES),
      'PUT /notifications/preferences': (req) => {
        saved = JSON.parse(req.body ?? '{}')
        return json(200, { ...DEFAULT_NOTIFICATION_PREFERENCES, marketingAlerts: true })
      },
    })
    const got = await ctx.api.getNotificationPreferences()
    expect(got).toMatchObject({ ok: true, value: { value: DEFAULT_NOTIFICATION_PREFERENCES } })
    const put = await ctx.api.saveNotificationPreferences({ marketingAlerts: true })
    expect(saved).toEqual({ marketingAlerts: true })
    expect(put).toMatchObject({ ok: true, value: { marketingAlerts: true } })

    expect(await ctx.api.getLocalNotificationSettings()).toEqual({
      soundEnabled: true,
      desktopEnabled: true,
    })
    await ctx.api.saveLocalNotificationSettings({ soundEnabled: false, desktopEnabled: true })
    expect((await ctx.api.getLocalNotificationSettings()).soundEnabled).toBe(false)
  })
})
