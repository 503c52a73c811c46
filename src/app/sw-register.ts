import { Workbox } from 'workbox-window'
import { startInstallOffer } from './install-listener.ts'
import { appStore } from './store.ts'
import { applyUpdateAtom } from './sw-update-atoms.ts'

const MINUTE = 60_000
/** SPEC §2: the app checks for a new version every 60 s and hourly. */
const UPDATE_CHECKS_MS = [MINUTE, 60 * MINUTE]

/** The parts of the service worker API used here, so the flow runs against fakes in unit tests. */
export interface WorkerLike extends EventTarget {
  readonly state: string
  postMessage(message: unknown): void
}
export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null
  readonly waiting: WorkerLike | null
}
export interface ContainerLike extends EventTarget {
  readonly controller: WorkerLike | null
}

/**
 * Offers a new version (through `offer`) whenever one is waiting behind the version that controls
 * this page: found by an update check, or already waiting when the page loaded (the trader said
 * "Later" before). The function offered activates it and reloads the page once it has taken
 * over; nothing reloads unless the trader agrees in this tab.
 */
export function watchForUpdates(
  registration: RegistrationLike,
  container: ContainerLike,
  offer: (apply: () => void) => void,
  reload: () => void,
): void {
  let agreed = false
  let reloading = false
  const reloadOnce = () => {
    if (reloading) return
    reloading = true
    reload()
  }
  const apply = () => {
    if (agreed) return
    agreed = true
    const waiting = registration.waiting
    // Another tab has already let it take over: this tab only needs the new files.
    if (!waiting) reloadOnce()
    else waiting.postMessage({ type: 'SKIP_WAITING' })
  }
  // On a first visit the page has no controller and the first version takes over on its own.
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) offer(apply)
  }
  container.addEventListener('controllerchange', () => {
    if (agreed) reloadOnce()
  })
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting()
    })
  })
  offerIfWaiting()
}

/**
 * Registers /sw.js. A new version waits until the trader accepts the prompt, so an open order
 * ticket is never reloaded away under them. The install offer is caught here too, at start-up,
 * because Chrome may make it before anything has rendered.
 */
export const registerServiceWorker = (): void => {
  startInstallOffer()
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })

  void wb.register().then((registration) => {
    if (!registration) return
    watchForUpdates(
      registration,
      navigator.serviceWorker,
      // jotai would call a bare function as an updater, so it is wrapped.
      (apply) => appStore.set(applyUpdateAtom, () => apply),
      () => window.location.reload(),
    )
    for (const every of UPDATE_CHECKS_MS) {
      setInterval(() => {
        // An update check that fails offline is retried at the next tick.
        registration.update().catch(() => undefined)
      }, every)
    }
  })
}
