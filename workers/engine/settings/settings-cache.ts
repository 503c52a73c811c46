/**
 * The Dexie copy of the settings, for an offline start: the document under `settings` and whose
 * it is under `settings.owner`. A signed-in trader never gets another trader's copy; before
 * sign-in the browser's last copy still gives the login page its theme and language.
 */
import { z } from 'zod'
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../../../protocol/index.ts'
import { KV, type EngineDb } from '../store/db.ts'
import { readKv, writeKv } from '../store/rows.ts'

const OWNER_KEY = `${KV.settings}.owner`
const owner = z.object({ userId: z.string().nullable() })

export interface SettingsCache {
  /** The saved copy for `userId` (null: signed out, any copy), else the defaults. */
  load(userId: string | null): Promise<Settings>
  save(value: Settings, userId: string | null): Promise<void>
}

export function createSettingsCache(
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
): SettingsCache {
  return {
    async load(userId) {
      try {
        const savedFor = (await readKv(db, OWNER_KEY, owner))?.userId ?? null
        if (userId !== null && savedFor !== userId) return DEFAULT_SETTINGS
        return mergeSettings((await db.kv.get(KV.settings))?.value, DEFAULT_SETTINGS)
      } catch (err) {
        log('settings read failed', err)
        return DEFAULT_SETTINGS
      }
    },
    async save(value, userId) {
      try {
        await db.transaction('rw', db.kv, async () => {
          await writeKv(db, KV.settings, value)
          await writeKv(db, OWNER_KEY, { userId })
        })
      } catch (err) {
        // A full or broken IndexedDB must not hide what the server kept.
        log('settings cache write failed', err)
      }
    },
  }
}
