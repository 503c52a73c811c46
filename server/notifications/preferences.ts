import {
  categoryEnabled,
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'

interface PreferenceRow {
  user_id: string
  preferences: unknown
}

/** A stored row read over the defaults: a flag it lacks (added later) keeps its default. */
export function readPreferences(stored: unknown): NotificationPreferences {
  const merged =
    typeof stored === 'object' && stored !== null
      ? { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored }
      : DEFAULT_NOTIFICATION_PREFERENCES
  const parsed = notificationPreferences.safeParse(merged)
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES
}

/** `prefs` with the flags `change` names set; the others as they were. */
export function withChanges(
  prefs: NotificationPreferences,
  change: NotificationPreferencesUpdate,
): NotificationPreferences {
  const next = { ...prefs }
  for (const [k, v] of Object.entries(change) as [keyof NotificationPreferences, unknown][])
    if (typeof v === 'boolean') next[k] = v
  return next
}

/**
 * Every user's notification preferences in memory. Fills settle synchronously on the matching
 * path and each may raise a notification, so the "is this category wanted?" question must be
 * answered without a query: the rows are read once at start (only users who changed something
 * have one) and each PUT writes through. One server owns its database (the trading service
 * keeps accounts in memory too), so nothing else changes the rows behind its back.
 */
export class PreferenceCache {
  private readonly byUser = new Map<string, NotificationPreferences>()

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const rows = await this.db.query<PreferenceRow>(
      'SELECT user_id, preferences FROM notification_preferences',
    )
    this.byUser.clear()
    for (const r of rows) this.byUser.set(r.user_id, readPreferences(r.preferences))
  }

  get(userId: string): NotificationPreferences {
    return this.byUser.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES
  }

  allows(userId: string, category: string): boolean {
    return categoryEnabled(this.get(userId), category)
  }

  /** Stores the new preferences, then serves them. */
  async save(userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
    await this.db.query(
      `INSERT INTO notification_preferences (user_id, preferences, updated_at)
       VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET preferences = EXCLUDED.preferences,
         updated_at = EXCLUDED.updated_at`,
      [userId, JSON.stringify(prefs)],
    )
    this.byUser.set(userId, prefs)
    return prefs
  }
}

// Keyed by the database so the trading service's settlement, which knows its database but not
// the notification routes, finds the same cache the routes write through.
const caches = new WeakMap<Db, PreferenceCache>()

export function preferenceCacheOf(db: Db): PreferenceCache {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new PreferenceCache(db)))
  return cache
}
