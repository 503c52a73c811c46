import { atom } from '../app/store.ts'

/** The sidebar as an overlay on small screens. */
export const sidebarOpenAtom = atom(false)
