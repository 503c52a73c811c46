import type { NotificationsView, SubscriptionId } from '../../workers/engine/api.ts'
import { atom } from '../app/store.ts'

/** What the engine's watch hands each tab: the held list (≤ 100) and the unread count. */
export type { NotificationsView }
/** One notification as the server sends it. */
export type AppNotification = NotificationsView['items'][number]

export type { SubscriptionId }

export const LOADING_VIEW: NotificationsView = {
  status: 'loading',
  items: [],
  unread: 0,
  error: null,
  fromCache: false,
  asOf: null,
}

/** Fed by the bell's watch (the bell is in every signed-in page), read by the page. */
export const notificationsViewAtom = atom<NotificationsView>(LOADING_VIEW)
