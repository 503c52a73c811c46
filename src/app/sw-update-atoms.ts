import { atom } from './store.ts'

/** Set true by the service worker registration when a new version is waiting. */
export const updateAvailableAtom = atom(false)

/** The registration stores here the function that activates the waiting worker and reloads. */
export const applyUpdateAtom = atom<(() => void) | null>(null)
