/**
 * The settings domain: the trader's settings from the server, a Dexie copy for offline starts.
 * Every tab is told of a save; after a reconnect every tab refetches, so a change made in another
 * browser meanwhile shows up (the UI also refetches on focus and every minute while visible).
 */
import { defineDomain } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import { createSettingsCache } from './settings-cache.ts'
import { createSettingsHandlers } from './settings-handlers.ts'

export function createSettingsDomain(s: EngineServices) {
  const told = () => s.changes.emit({ topic: 'settings' })
  const handlers = createSettingsHandlers(
    s.gateway,
    s.session,
    createSettingsCache(s.db, s.log),
    told,
  )
  let wasConnected = s.socket.state().status === 'connected'
  const stopWatching = s.socket.watch((state) => {
    const connected = state.status === 'connected'
    if (connected && !wasConnected) told()
    wasConnected = connected
  })
  return defineDomain({ calls: handlers, dispose: stopWatching })
}
