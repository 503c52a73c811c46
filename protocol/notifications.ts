import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams, queryBool, queryInt } from './input.ts'
import { notification } from './trading.ts'

/** SPEC §9: a fetch answers 50 unless told; the client keeps at most 100. */
export const NOTIFICATIONS_DEFAULT_LIMIT = 50
export const NOTIFICATIONS_MAX_LIMIT = 100

export const notificationCategory = notification.shape.category
export type NotificationCategory = z.infer<typeof notificationCategory>
export const NOTIFICATION_CATEGORIES = notificationCategory.options

/** SPEC §3 notification preferences, reading 2 (kept on the server). */
export const notificationPreferences = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  inApp: z.boolean(),
  sound: z.boolean(),
  tradingAlerts: z.boolean(),
  priceAlerts: z.boolean(),
  newsAlerts: z.boolean(),
  systemAlerts: z.boolean(),
  marketingAlerts: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferences>

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
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
}

/** A PUT changes only the fields it names. */
export const notificationPreferencesUpdate = notificationPreferences.partial().strict()
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>

/**
 * The preference that silences a category; security and account notices have none (a trader must
 * always hear about a sign-in or a password change). Price alerts and news arrive later under
 * their own categories, with their own flags.
 */
const CATEGORY_FLAG: Partial<Record<string, keyof NotificationPreferences>> = {
  trading: 'tradingAlerts',
  system: 'systemAlerts',
  marketing: 'marketingAlerts',
  price: 'priceAlerts',
  news: 'newsAlerts',
}

/** SPEC §5: notifications in a disabled category are dropped. */
export function categoryEnabled(prefs: NotificationPreferences, category: string): boolean {
  const flag = CATEGORY_FLAG[category]
  return flag === undefined || prefs[flag]
}

export const notificationsQuery = z.object({
  limit: queryInt(1, NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_DEFAULT_LIMIT),
  category: notificationCategory.optional(),
  unread: queryBool.optional(),
  /** The id of the last notification of the previous page: the next page starts after it. */
  before: entityId.optional(),
})

export const unreadCount = z.object({ count: z.number().int().nonnegative() })
export type UnreadCount = z.infer<typeof unreadCount>
export const readAllAnswer = z.object({ updated: z.number().int().nonnegative() })

export const notificationsApi = {
  listNotifications: endpoint({
    method: 'GET',
    path: '/notifications',
    auth: 'user',
    summary: "The caller's notifications, newest first, by category and/or unread only",
    query: notificationsQuery,
    response: z.array(notification),
  }),
  countUnreadNotifications: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    auth: 'user',
    summary: "How many of the caller's notifications are unread (the bell's count)",
    response: unreadCount,
  }),
  markNotificationRead: endpoint({
    method: 'PUT',
    path: '/notifications/:id/read',
    auth: 'user',
    summary: 'Marks one notification read',
    params: idParams,
    response: notification,
  }),
  markAllNotificationsRead: endpoint({
    method: 'PUT',
    path: '/notifications/read-all',
    auth: 'user',
    summary: 'Marks every notification of the caller read; answers how many were unread',
    response: readAllAnswer,
  }),
  deleteNotification: endpoint({
    method: 'DELETE',
    path: '/notifications/:id',
    auth: 'user',
    summary: 'Deletes one notification',
    params: idParams,
    status: 204,
  }),
  clearNotifications: endpoint({
    method: 'DELETE',
    path: '/notifications',
    auth: 'user',
    summary: 'Deletes every notification of the caller',
    status: 204,
  }),
  getNotificationPreferences: endpoint({
    method: 'GET',
    path: '/notifications/preferences',
    auth: 'user',
    summary: 'Which notifications the caller receives (SPEC defaults until changed)',
    response: notificationPreferences,
  }),
  updateNotificationPreferences: endpoint({
    method: 'PUT',
    path: '/notifications/preferences',
    auth: 'user',
    summary: 'Changes the named notification preferences; answers all of them',
    body: notificationPreferencesUpdate,
    response: notificationPreferences,
  }),
}

/**
 * Title of the notification kept when a queued order is refused on replay. Open tabs already
 * show the refusal as an order notice, so the notification is for the list, not a second toast.
 */
export const REFUSED_REPLAY_TITLE = 'Queued order refused'
