/**
 * The notifications the engine holds, as pure steps: newest first, at most 100 (SPEC §9), with
 * the server's unread count moved along by each change, so the bell needs no refetch.
 */
import { NOTIFICATIONS_MAX_LIMIT, type Notification } from '../../../protocol/index.ts'

export const NOTIFICATIONS_KEPT = NOTIFICATIONS_MAX_LIMIT

export interface NotificationList {
  items: Notification[]
  /** Unread on the server, also those older than the 100 held. */
  unread: number
}

export const emptyList = (): NotificationList => ({ items: [], unread: 0 })

const newestFirst = (a: Notification, b: Notification): number =>
  Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** A pushed notification; one already held (pushed twice, or in a fresh list) changes nothing. */
export function received(l: NotificationList, n: Notification): NotificationList {
  if (l.items.some((m) => m.id === n.id)) return l
  const items = [n, ...l.items].sort(newestFirst).slice(0, NOTIFICATIONS_KEPT)
  return { items, unread: l.unread + (n.read ? 0 : 1) }
}

export function markedRead(l: NotificationList, id: string): NotificationList {
  const held = l.items.find((n) => n.id === id)
  if (!held || held.read) return l
  return {
    items: l.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unread: Math.max(0, l.unread - 1),
  }
}

export const markedAllRead = (l: NotificationList): NotificationList => ({
  items: l.items.map((n) => (n.read ? n : { ...n, read: true })),
  unread: 0,
})

export function removed(l: NotificationList, id: string): NotificationList {
  const held = l.items.find((n) => n.id === id)
  if (!held) return l
  return {
    items: l.items.filter((n) => n.id !== id),
    unread: held.read ? l.unread : Math.max(0, l.unread - 1),
  }
}

/** A fresh server answer, with what was pushed while it was asked for laid over it. */
export function fresh(
  items: readonly Notification[],
  unread: number,
  pushedMeanwhile: readonly Notification[],
): NotificationList {
  const base = { items: [...items].sort(newestFirst).slice(0, NOTIFICATIONS_KEPT), unread }
  return pushedMeanwhile.reduce(received, base)
}
