/** The settings domain (stored locally for now); a save tells the other tabs. */
import type { Settings } from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import { createSettingsHandlers } from './settings-handlers.ts'

export function createSettingsDomain(s: EngineServices) {
  const handlers = createSettingsHandlers(s.db, s.log)
  return defineDomain({
    calls: {
      getSettings: handlers.getSettings,
      async saveSettings(next: Settings): Promise<Settings> {
        const saved = await handlers.saveSettings(next)
        s.changes.emit({ topic: 'settings' })
        return saved
      },
    },
  })
}
