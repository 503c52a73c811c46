import { atom } from './store.ts'

/**
 * Chrome's `beforeinstallprompt` event (BeforeInstallPromptEvent, not in TypeScript's DOM types):
 * `prompt()` shows the browser's own install dialog, once per event.
 */
export type InstallOffer = Event & {
  prompt(): unknown
  readonly userChoice?: Promise<unknown>
}

/** The browser's offer to install the app, kept until used; null when none is on offer. */
export const installOfferAtom = atom<InstallOffer | null>(null)

/** The browser said the app was installed (`appinstalled`) while this page was open. */
export const appInstalledAtom = atom(false)

/** This page runs as the installed app (display-mode standalone, or iOS's home-screen mode). */
export const runningInstalledAtom = atom(false)

export type InstallState = 'running-installed' | 'installed' | 'offered' | 'not-offered'

export const installStateAtom = atom<InstallState>((get) => {
  if (get(runningInstalledAtom)) return 'running-installed'
  if (get(appInstalledAtom)) return 'installed'
  return get(installOfferAtom) ? 'offered' : 'not-offered'
})
