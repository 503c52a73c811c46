/**
 * The notifications domain: the trader's notifications shared by every tab, live from the
 * `notifications` push and kept in Dexie (≤ 100); read, read all, delete, clear all; the
 * server's preferences and this browser's sound and desktop switches.
 */
import {
  ID_MAX,
  notificationsApi as api,
  type NotificationPreferencesUpdate,
  type StreamMessageOf,
} from '../../../protocol/index.ts'
import { defineDomain, type Emit } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { ApiCall } from '../http/gateway.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'
import { createNotificationFeed, type NotificationArrival, type NotificationsView } from './feed.ts'
import {
  emptyList,
  markedAllRead,
  markedRead,
  removed,
  type NotificationList,
} from './list-state.ts'
import { NOTIFICATION_MSG } from './messages.ts'
import { createNotificationPreferences, type LocalNotificationSettings } from './preferences.ts'

const idOk = (id: unknown): id is string =>
  typeof id === 'string' && id !== '' && id.length <= ID_MAX
const refused = (): EngineResult<void> => ({
  ok: false,
  error: { status: 404, message: 'Resource not found.' },
})

export function createNotificationsDomain(s: EngineServices) {
  const prefs = createNotificationPreferences(s)
  const feed = createNotificationFeed(s, prefs.current)

  /** Shown at once in every tab; the server's refusal puts the server's list back. */
  async function act(
    step: (l: NotificationList) => NotificationList,
    call: ApiCall<unknown>,
  ): Promise<EngineResult<void>> {
    feed.change(step)
    const res = await s.gateway.call(call)
    if (!res.ok) {
      feed.reload()
      return res
    }
    s.changes.emit({ topic: 'notifications' })
    return { ok: true, value: undefined }
  }

  return defineDomain({
    calls: {
      markNotificationRead: (id: string) =>
        idOk(id)
          ? act(
              (l) => markedRead(l, id),
              callOf(api.markNotificationRead, { id }, NOTIFICATION_MSG.update),
            )
          : Promise.resolve(refused()),
      markAllNotificationsRead: () =>
        act(markedAllRead, callOf(api.markAllNotificationsRead, {}, NOTIFICATION_MSG.update)),
      deleteNotification: (id: string) =>
        idOk(id)
          ? act(
              (l) => removed(l, id),
              callOf(api.deleteNotification, { id }, NOTIFICATION_MSG.remove),
            )
          : Promise.resolve(refused()),
      clearNotifications: () =>
        act(emptyList, callOf(api.clearNotifications, {}, NOTIFICATION_MSG.remove)),
      /** The server's preferences; the saved copy (`fromCache`) when it cannot be reached. */
      getNotificationPreferences: prefs.get,
      saveNotificationPreferences: (change: NotificationPreferencesUpdate) => prefs.save(change),
      getLocalNotificationSettings: prefs.getLocal,
      saveLocalNotificationSettings: (next: LocalNotificationSettings) => prefs.saveLocal(next),
    },
    watches: {
      /** The held list and unread count, at most every 100 ms. */
      watchNotifications(emit: Emit<NotificationsView>) {
        prefs.prime()
        return feed.watch(emit)
      },
      /** Each new notification as it arrives, for toasts, sound and desktop notifications. */
      watchNotificationArrivals(emit: Emit<NotificationArrival>) {
        prefs.prime()
        return feed.watchArrivals(emit)
      },
    },
    streams: {
      notifications: (msg: StreamMessageOf<'notifications'>) => feed.pushed(msg.data),
    },
    dispose() {
      feed.dispose()
      prefs.dispose()
    },
  })
}
