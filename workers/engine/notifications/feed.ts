/**
 * The trader's notifications, held once for every tab: the first watcher starts one REST
 * snapshot (the newest 100 and the unread count) and the socket subscription, the last one to
 * leave ends them. Pushes and this browser's own changes (read, deleted, cleared) reach every
 * tab through the same held list, so tabs agree without a server echo. A reconnect or a lost
 * message is answered by a fresh snapshot; when the server cannot be reached the Dexie copy is
 * shown, read-only, with the time it was saved.
 */
import {
  categoryEnabled,
  notificationsApi as api,
  type Notification,
  type NotificationPreferences,
} from '../../../protocol/index.ts'
import type { Emit, Stop } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import { createLiveSlot } from '../orders/live-slot.ts'
import type { EngineServices } from '../services.ts'
import { fresh, NOTIFICATIONS_KEPT, received, type NotificationList } from './list-state.ts'
import { NOTIFICATION_MSG } from './messages.ts'
import { loadNotifications, saveNotifications } from './persist.ts'

export const NOTIFICATIONS_FLUSH_MS = 100
/** Writes after pushes wait this long for more (no IndexedDB write per fill). */
export const NOTIFICATIONS_SAVE_MS = 2_000

/** A new notification, with the preferences it was let through by (they decide its alerts). */
export interface NotificationArrival {
  notification: Notification
  preferences: NotificationPreferences
}

export interface NotificationsView {
  status: 'loading' | 'ready' | 'error'
  /** Newest first, at most 100. */
  items: Notification[]
  unread: number
  /** Set with status `error` (SPEC §8 wording). */
  error: string | null
  /** Read from IndexedDB because the server could not be reached: read-only. */
  fromCache: boolean
  /** When the list shown was last confirmed by the server (ms). */
  asOf: number | null
}

const loadingView: NotificationsView = {
  status: 'loading',
  items: [],
  unread: 0,
  error: null,
  fromCache: false,
  asOf: null,
}

export function createNotificationFeed(
  s: Pick<EngineServices, 'gateway' | 'db' | 'clock' | 'log' | 'socket' | 'session' | 'changes'>,
  prefs: () => NotificationPreferences,
) {
  const { clock, log } = s
  const slot = createLiveSlot<NotificationsView>(clock, NOTIFICATIONS_FLUSH_MS, (err) =>
    log('notifications push failed', err),
  )
  const arrivals = new Set<Emit<NotificationArrival>>()
  let view: NotificationsView = loadingView
  let gen = 0
  let loading = false
  let again = false
  let meanwhile: Notification[] | null = null
  let saveTimer: unknown = null

  const watchers = () => slot.watchers() + arrivals.size
  const show = (next: NotificationsView): void => {
    view = next
    slot.set(next)
  }
  const listOf = (v: NotificationsView): NotificationList => ({ items: v.items, unread: v.unread })

  function saveSoon(): void {
    if (view.fromCache || view.status !== 'ready') return
    saveTimer ??= clock.setTimeout(() => {
      saveTimer = null
      const v = view
      if (v.status === 'ready' && !v.fromCache)
        saveNotifications(s.db, listOf(v), v.asOf ?? clock.now()).catch((err: unknown) =>
          log('notifications save failed', err),
        )
    }, NOTIFICATIONS_SAVE_MS)
  }

  async function loadOnce(): Promise<void> {
    const g = gen
    meanwhile = []
    const [list, count] = await Promise.all([
      s.gateway.call(
        callOf(
          api.listNotifications,
          { query: { limit: String(NOTIFICATIONS_KEPT) } },
          NOTIFICATION_MSG.fetch,
        ),
      ),
      s.gateway.call(callOf(api.countUnreadNotifications, {}, NOTIFICATION_MSG.fetch)),
    ])
    const pushed = meanwhile
    meanwhile = null
    if (g !== gen) return
    if (list.ok && count.ok) {
      const l = fresh(list.value, count.value.count, pushed)
      show({ ...loadingView, status: 'ready', ...l, asOf: clock.now() })
      await saveNotifications(s.db, l, clock.now()).catch((err: unknown) =>
        log('notifications save failed', err),
      )
      return
    }
    const failure = list.ok ? (count.ok ? null : count.error) : list.error
    if (failure === null) return
    const unreachable = failure.status === null || failure.status >= 500
    const copy = unreachable ? await loadNotifications(s.db).catch(() => null) : null
    if (g !== gen) return
    // A list already shown stays (a reconnect that failed); a copy beats an error page.
    if (view.status === 'ready' && !view.fromCache) return
    if (copy !== null)
      show({ ...loadingView, status: 'ready', ...copy.list, fromCache: true, asOf: copy.asOf })
    else show({ ...loadingView, status: 'error', error: failure.message })
  }

  /** One snapshot at a time; asked again meanwhile, one more after it. */
  function reload(): void {
    if (watchers() === 0) return
    if (loading) {
      again = true
      return
    }
    loading = true
    void (async () => {
      do {
        again = false
        await loadOnce().catch((err: unknown) => log('notifications snapshot failed', err))
      } while (again && watchers() > 0)
      loading = false
    })()
  }

  function forget(): void {
    gen += 1
    if (saveTimer !== null) clock.clearTimeout(saveTimer)
    saveTimer = null
    slot.clear()
    view = loadingView
  }

  const starting = (): void => {
    if (watchers() !== 1) return
    s.socket.subscribe('notifications')
    reload()
  }
  const leaving = (): void => {
    if (watchers() !== 0) return
    s.socket.unsubscribe('notifications')
    forget()
  }

  let wasConnected = s.socket.state().status === 'connected'
  const stopSocket = s.socket.watch((st) => {
    const connected = st.status === 'connected'
    // A new socket: whatever was pushed while it was down is lost.
    if (connected && !wasConnected) reload()
    wasConnected = connected
  })
  const stopGaps = s.socket.onGap((channel) => {
    if (channel === 'notifications') reload()
  })
  let signedIn = s.session.state().status === 'authenticated'
  const stopSession = s.session.subscribe((st) => {
    if (st.status === 'unauthenticated') forget()
    // Tabs still watching after a sign-out see the next trader's list once signed in.
    if (st.status === 'authenticated' && !signedIn) reload()
    signedIn = st.status === 'authenticated'
  })

  return {
    watch(emit: Emit<NotificationsView>): Stop {
      const stop = slot.watch(emit)
      if (slot.current() === null) emit(view)
      starting()
      return () => {
        stop()
        leaving()
      }
    },
    /** Each new notification once, as it arrives (toasts, sound, desktop). */
    watchArrivals(emit: Emit<NotificationArrival>): Stop {
      arrivals.add(emit)
      starting()
      return () => {
        arrivals.delete(emit)
        leaving()
      }
    },
    /** A `notifications` push: dropped when its category is off (the server drops it too). */
    pushed(n: Notification): void {
      const preferences = prefs()
      if (!categoryEnabled(preferences, n.category)) return
      s.changes.emit({ topic: 'notifications' })
      meanwhile?.push(n)
      if (view.status === 'ready' && !view.fromCache) {
        const held = listOf(view)
        const next = received(held, n)
        if (next !== held) show({ ...view, ...next, asOf: clock.now() })
        saveSoon()
      }
      for (const emit of arrivals) {
        try {
          emit({ notification: n, preferences })
        } catch (err) {
          log('notification arrival failed', err)
        }
      }
    },
    /** This browser's own change, shown at once in every tab. */
    change(step: (l: NotificationList) => NotificationList): void {
      if (view.status !== 'ready' || view.fromCache) return
      show({ ...view, ...step(listOf(view)) })
      saveSoon()
    },
    reload,
    dispose() {
      stopSocket()
      stopGaps()
      stopSession()
      forget()
      slot.dispose()
      arrivals.clear()
    },
  }
}

export type NotificationFeed = ReturnType<typeof createNotificationFeed>
