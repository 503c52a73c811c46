import { atom } from './store.ts'

/**
 * Set by the service worker registration when a new version is waiting: the function that
 * activates it and reloads. Null when none is waiting or the trader chose "Later".
 */
export const applyUpdateAtom = atom<(() => void) | null>(null)
