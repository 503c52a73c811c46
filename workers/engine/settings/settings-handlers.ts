/**
 * Settings live on the server (one document per user) with a Dexie copy for an offline start.
 * Reads are network first; writes go to the server, one at a time, then to the copy. A signed-out
 * browser keeps its own local settings (the login page's theme and language).
 */
import { settingsApi as api, type SecurityUpdate, type Settings } from '../../../protocol/index.ts'
import type { SettingsUpdate } from '../../../protocol/index.ts'
import type { Session } from '../auth/session.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { ApiCall, Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import type { EngineResult } from '../types.ts'
import type { SettingsCache } from './settings-cache.ts'
import { importMessage, readImportDocument } from './settings-import.ts'
import { INVALID_SETTINGS_FORMAT } from '../../../protocol/index.ts'

/** SPEC §8, word for word. */
export const SETTINGS_MSG = {
  fetch: 'Failed to fetch settings',
  update: 'Failed to update settings',
  security: 'Failed to update security settings',
} as const

/** Every part but security, as PUT /settings takes them (security has its own endpoint). */
export const updateOf = (s: Settings): SettingsUpdate => {
  const { security: _security, ...parts } = s
  return parts
}

export function createSettingsHandlers(
  gateway: Gateway,
  session: Session,
  cache: SettingsCache,
  onSaved: () => void,
) {
  const queue = createSerialQueue()
  const signedInUser = (): string | null => {
    const st = session.state()
    return st.status === 'authenticated' && st.user ? st.user.id : null
  }

  /** One server write: the answer is the whole settings, kept in Dexie and told to every tab. */
  const write = (call: ApiCall<Settings>) =>
    queue.run(async (): Promise<EngineResult<Settings>> => {
      const res = await gateway.call(call)
      if (res.ok) {
        await cache.save(res.value, signedInUser())
        onSaved()
      }
      return res
    })

  async function getSettings(): Promise<Settings> {
    const userId = signedInUser()
    if (userId === null) return cache.load(null)
    const res = await gateway.call(callOf(api.getSettings, {}, SETTINGS_MSG.fetch))
    if (!res.ok) return cache.load(userId)
    await cache.save(res.value, userId)
    return res.value
  }

  const updateSettings = (patch: SettingsUpdate) =>
    write(callOf(api.updateSettings, { json: patch }, SETTINGS_MSG.update))

  return {
    getSettings,
    updateSettings,

    /** The whole settings from a caller holding them (the order ticket); throws when not kept. */
    async saveSettings(next: Settings): Promise<Settings> {
      if (signedInUser() === null) {
        await cache.save(next, null)
        onSaved()
        return cache.load(null)
      }
      const res = await updateSettings(updateOf(next))
      if (!res.ok) throw new Error(res.error.message)
      return res.value
    },

    updateSecuritySettings: (patch: SecurityUpdate) =>
      write(callOf(api.updateSecuritySettings, { json: patch }, SETTINGS_MSG.security)),

    resetSettings: () => write(callOf(api.resetSettings, {}, SETTINGS_MSG.update)),

    exportSettings: (): Promise<EngineResult<Settings>> =>
      gateway.call(callOf(api.exportSettings, {}, SETTINGS_MSG.fetch)),

    /** A file's text: checked here first (SPEC §5), then replaced on the server. */
    async importSettings(text: string): Promise<EngineResult<Settings>> {
      const read = readImportDocument(text)
      if (!read.ok) return { ok: false, error: { status: null, message: INVALID_SETTINGS_FORMAT } }
      const res = await write(
        callOf(api.importSettings, { json: read.doc }, 'Failed to import settings'),
      )
      if (res.ok) return res
      const { status, fields } = res.error
      // Offline and server errors keep the transport's words; a refused document is named as such.
      if (status === null || status >= 500) return res
      return { ok: false, error: { ...res.error, message: importMessage(fields) } }
    },
  }
}
