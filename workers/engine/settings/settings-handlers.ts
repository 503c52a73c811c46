/**
 * Settings, local for now: SPEC §9 defaults merged with what is stored. Each top-level part is
 * validated on its own, so one bad part (an older app version's shape) falls back to its default
 * without losing the rest.
 */
import { DEFAULT_SETTINGS, settings as settingsSchema } from '../../../protocol/index.ts'
import type { Settings } from '../../../protocol/index.ts'
import { createSerialQueue } from '../queue.ts'
import { KV, type EngineDb } from '../store/db.ts'
import { writeKv } from '../store/rows.ts'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export function mergeSettings(stored: unknown): Settings {
  if (!isRecord(stored)) return DEFAULT_SETTINGS
  const out: Record<string, unknown> = {}
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS) as [keyof Settings, unknown][]) {
    const value = stored[key]
    const merged =
      isRecord(fallback) && isRecord(value) ? { ...fallback, ...value } : (value ?? fallback)
    out[key] = settingsSchema.shape[key].safeParse(merged).success ? merged : fallback
  }
  return settingsSchema.parse(out)
}

export function createSettingsHandlers(
  db: EngineDb,
  log: (message: string, detail?: unknown) => void,
) {
  const queue = createSerialQueue()
  async function read(): Promise<Settings> {
    try {
      return mergeSettings((await db.kv.get(KV.settings))?.value)
    } catch (err) {
      log('settings read failed', err)
      return DEFAULT_SETTINGS
    }
  }
  return {
    getSettings: read,
    saveSettings: (next: Settings): Promise<Settings> =>
      queue.run(async () => {
        // The UI is ours, but a value crossing the port is still checked before it is stored.
        const value = mergeSettings(next)
        await writeKv(db, KV.settings, value)
        return value
      }),
  }
}
