/**
 * The trader's notifications through the engine: the live list and count (a watch feeding the
 * app store), the actions on it, the server's preferences and this browser's switches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '../../protocol/index.ts'
import type {
  EngineResult,
  LocalNotificationSettings,
  NotificationArrival,
} from '../../workers/engine/api.ts'
import { appStore } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { toast } from '../components/toast/toast.ts'
import { alertOf, desktopPermission, type AlertSwitches } from '../notifications/alert.ts'
import { notificationsViewAtom, type NotificationsView } from '../notifications/view.ts'
import { unwrap } from './query-client.ts'

export type { LocalNotificationSettings }

export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: ['notifications', 'preferences'] as const,
  local: ['notifications', 'local'] as const,
}

const preferencesQuery = {
  queryKey: notificationKeys.preferences,
  queryFn: async () => unwrap(await getBridge().getNotificationPreferences()),
}
const localQuery = {
  queryKey: notificationKeys.local,
  queryFn: () => getBridge().getLocalNotificationSettings(),
}

/** What a new notification may do: the server's preferences it came with, this browser's switches. */
async function switchesOf(server: NotificationPreferences): Promise<AlertSwitches> {
  const local = await getBridge().getLocalNotificationSettings()
  return {
    inApp: server.inApp,
    sound: server.sound && local.soundEnabled,
    desktop: server.push && local.desktopEnabled && desktopPermission() === 'granted',
  }
}

function arrived({ notification: n, preferences }: NotificationArrival): void {
  switchesOf(preferences)
    .then((on) => alertOf(n, on))
    // Preferences unreadable (offline): a toast is the least a new notice deserves.
    .catch(() => alertOf(n, { inApp: true, sound: false, desktop: false }))
}

/** Feeds the list and the bell for as long as the signed-in shell is shown. */
export function useNotificationFeed(): void {
  useEffect(() => {
    const stopView = subscribe<NotificationsView>(
      (cb) => getBridge().watchNotifications(cb),
      (v) => appStore.set(notificationsViewAtom, v),
    )
    const stopArrivals = subscribe<NotificationArrival>(
      (cb) => getBridge().watchNotificationArrivals(cb),
      arrived,
    )
    return () => {
      stopView()
      stopArrivals()
    }
  }, [])
}

const failed = <T>(res: EngineResult<T>): void => {
  if (!res.ok) toast.error(res.error.message)
}

/** Read, read all, delete, clear all: shown at once by the engine; a refusal is a toast. */
export const notificationActions = {
  markRead: (id: string) => getBridge().markNotificationRead(id).then(failed),
  markAllRead: () => getBridge().markAllNotificationsRead().then(failed),
  remove: (id: string) => getBridge().deleteNotification(id).then(failed),
  clearAll: () => getBridge().clearNotifications().then(failed),
}

export const useNotificationPreferences = () => useQuery(preferencesQuery)
export const useLocalNotificationSettings = () => useQuery(localQuery)

export function useSaveNotificationPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (change: NotificationPreferencesUpdate) =>
      unwrap(await getBridge().saveNotificationPreferences(change)),
    onSuccess: (value: NotificationPreferences) =>
      client.setQueryData(notificationKeys.preferences, { value, fromCache: false }),
    onError: (err) => toast.error(err.message),
  })
}

export function useSaveLocalNotificationSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (next: LocalNotificationSettings) =>
      getBridge().saveLocalNotificationSettings(next),
    onSuccess: (value) => client.setQueryData(notificationKeys.local, value),
  })
}
