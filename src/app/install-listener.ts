import {
  appInstalledAtom,
  installOfferAtom,
  runningInstalledAtom,
  type InstallOffer,
} from './install-atoms.ts'
import { appStore } from './store.ts'

type Store = typeof appStore

/** The part of `window` used here, so the logic runs against a fake in unit tests. */
export interface InstallHost {
  addEventListener(type: string, listener: (event: Event) => void): void
  matchMedia(query: string): {
    readonly matches: boolean
    addEventListener(type: 'change', listener: () => void): void
  }
  readonly navigator: object
}

const isInstallOffer = (event: Event): event is InstallOffer =>
  typeof (event as Partial<InstallOffer>).prompt === 'function'

/** Safari on iOS says "opened from the home screen" with its own flag. */
const iosStandalone = (navigator: object): boolean =>
  (navigator as { standalone?: unknown }).standalone === true

/** Follows the browser's install offer, its installs and whether we run as the installed app. */
export function listenForInstallOffer(host: InstallHost, store: Store): void {
  host.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chrome's mini-infobar away: the offer is made by our own button, where it is wanted.
    event.preventDefault()
    if (isInstallOffer(event)) store.set(installOfferAtom, event)
  })
  host.addEventListener('appinstalled', () => {
    store.set(installOfferAtom, null)
    store.set(appInstalledAtom, true)
  })
  const standalone = host.matchMedia('(display-mode: standalone)')
  const follow = () =>
    store.set(runningInstalledAtom, standalone.matches || iosStandalone(host.navigator))
  follow()
  standalone.addEventListener('change', follow)
}

let listening = false

/** Once per page, at start-up: Chrome may make its offer before React has rendered anything. */
export function startInstallOffer(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  listenForInstallOffer(window, appStore)
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

const outcomeOf = (choice: unknown): string | undefined =>
  typeof choice === 'object' && choice !== null
    ? String((choice as { outcome?: unknown }).outcome)
    : undefined

/** Shows the browser's install dialog for the offer on hand, and says what the trader chose. */
export async function promptInstall(store: Store): Promise<InstallOutcome> {
  const offer = store.get(installOfferAtom)
  if (!offer) return 'unavailable'
  // An offer can be shown once; the browser sends a fresh one when it may ask again.
  store.set(installOfferAtom, null)
  try {
    const shown: unknown = await Promise.resolve(offer.prompt())
    const choice: unknown = offer.userChoice ? await offer.userChoice : shown
    if (outcomeOf(choice) !== 'accepted') return 'dismissed'
    store.set(appInstalledAtom, true)
    return 'accepted'
  } catch {
    return 'unavailable'
  }
}
