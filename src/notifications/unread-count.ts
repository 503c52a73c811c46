import { atom } from '../app/store.ts'
import { notificationsViewAtom } from './view.ts'

/** Unread notifications for the header bell: the server's count, moved by every change. */
export const unreadCountAtom = atom((get) => get(notificationsViewAtom).unread)
