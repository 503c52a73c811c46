import { Workbox } from 'workbox-window'
import { appStore } from './store.ts'
import { applyUpdateAtom } from './sw-update-atoms.ts'

const MINUTE = 60_000
/** SPEC §2: the app checks for a new version every 60 s and hourly. */
const UPDATE_CHECKS_MS = [MINUTE, 60 * MINUTE]

/**
 * Registers /sw.js. A new version waits until the trader accepts the prompt, so an open order
 * ticket is never reloaded away under them.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })

  wb.addEventListener('waiting', () => {
    appStore.set(applyUpdateAtom, () => () => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })

  void wb.register().then((registration) => {
    if (!registration) return
    for (const every of UPDATE_CHECKS_MS) {
      setInterval(() => {
        // An update check that fails offline is retried at the next tick.
        registration.update().catch(() => undefined)
      }, every)
    }
  })
}
