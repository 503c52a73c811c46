/**
 * The service worker update prompt: the lead's registration code sets `updateAvailableAtom`
 * (through `appStore`) and stores the activate-and-reload function in `applyUpdateAtom`.
 */
export { applyUpdateAtom, updateAvailableAtom } from './sw-update-atoms.ts'
export { UpdatePrompt } from './UpdatePrompt.tsx'
export { appStore } from './store.ts'
