import { getBridge, onEngineRestart } from './connection.ts'

/**
 * Holds a Web Lock named after this tab for the tab's whole life and tells the engine its name:
 * the engine waits on the same lock, which it gets only when the tab is gone. A replacement
 * engine is told again.
 */
export function holdTabLock(): void {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return
  const name = `engine-tab-${crypto.randomUUID()}`
  const attach = () => {
    getBridge()
      .attach(name)
      .catch(() => undefined)
  }
  navigator.locks
    .request(name, () => {
      attach()
      onEngineRestart(attach)
      return new Promise<never>(() => undefined)
    })
    .catch(() => undefined)
}
