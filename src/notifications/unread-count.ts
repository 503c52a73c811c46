import { atom } from '../app/store.ts'

/** Unread notifications for the header bell; 0 until the notifications issue feeds it. */
export const unreadCountAtom = atom(0)
