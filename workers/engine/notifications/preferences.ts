/**
 * Notification preferences: the server's (SPEC §3 reading 2), copied in Dexie for offline
 * reading and held in memory so a push of a disabled category can be dropped here too; and the
 * local Sound and Desktop switches of this browser (reading 1), which never leave it.
 */
import { z } from 'zod'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferences as prefsSchema,
  notificationsApi as api,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import { networkFirst } from '../store/cache.ts'
import { readKv, writeKv } from '../store/rows.ts'
import { TRADING_KV_PREFIX } from '../store/user-data.ts'
import type { CachedValue, EngineResult } from '../types.ts'
import { NOTIFICATION_MSG } from './messages.ts'

/** Cleared on sign-out with the trader's other data (the prefix says so). */
const PREFS_KEY = `${TRADING_KV_PREFIX}notification-preferences`
/** A setting of this browser, kept across sign-outs. */
const LOCAL_KEY = 'notifications.local'

export const localNotificationSettings = z.object({
  soundEnabled: z.boolean(),
  desktopEnabled: z.boolean(),
})
export type LocalNotificationSettings = z.infer<typeof localNotificationSettings>
/** SPEC §3 reading 1: all on (desktop still needs the browser's permission). */
export const DEFAULT_LOCAL_SETTINGS: LocalNotificationSettings = {
  soundEnabled: true,
  desktopEnabled: true,
}

export function createNotificationPreferences(
  s: Pick<EngineServices, 'gateway' | 'db' | 'clock' | 'log' | 'session' | 'changes'>,
) {
  let known: NotificationPreferences | null = null
  let priming: Promise<unknown> | null = null
  const stopSession = s.session.subscribe((st) => {
    if (st.status === 'unauthenticated') known = null
  })
  const remember = async (p: NotificationPreferences): Promise<void> => {
    known = p
    await writeKv(s.db, PREFS_KEY, p)
  }

  async function get(): Promise<EngineResult<CachedValue<NotificationPreferences>>> {
    const res = await networkFirst<NotificationPreferences>({
      fetch: () =>
        s.gateway.call(callOf(api.getNotificationPreferences, {}, NOTIFICATION_MSG.fetch)),
      save: remember,
      load: () => readKv(s.db, PREFS_KEY, prefsSchema),
      log: s.log,
    })
    if (res.ok && res.value.fromCache) known ??= res.value.value
    return res
  }

  async function getLocal(): Promise<LocalNotificationSettings> {
    const saved = await readKv(s.db, LOCAL_KEY, localNotificationSettings).catch(() => null)
    return saved ?? DEFAULT_LOCAL_SETTINGS
  }

  return {
    get,
    /** Reads them once, so pushes are judged by the trader's own choices, not the defaults. */
    prime(): void {
      if (known !== null || priming !== null) return
      priming = get().finally(() => {
        priming = null
      })
    },
    /** The last preferences seen (defaults before any): what the engine drops pushes by. */
    current: (): NotificationPreferences => known ?? DEFAULT_NOTIFICATION_PREFERENCES,
    async save(
      change: NotificationPreferencesUpdate,
    ): Promise<EngineResult<NotificationPreferences>> {
      const res = await s.gateway.call(
        callOf(api.updateNotificationPreferences, { json: change }, NOTIFICATION_MSG.update),
      )
      if (res.ok) {
        await remember(res.value).catch((err: unknown) => s.log('preferences save failed', err))
        s.changes.emit({ topic: 'notifications' })
      }
      return res
    },
    getLocal,
    async saveLocal(next: LocalNotificationSettings): Promise<LocalNotificationSettings> {
      // The UI is ours, but a value crossing the port is still checked before it is stored.
      const parsed = localNotificationSettings.safeParse(next)
      if (!parsed.success) return getLocal()
      await writeKv(s.db, LOCAL_KEY, parsed.data)
      s.changes.emit({ topic: 'notifications' })
      return parsed.data
    },
    dispose: stopSession,
  }
}

export type NotificationPreferenceStore = ReturnType<typeof createNotificationPreferences>
