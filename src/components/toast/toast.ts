import { appStore, atom } from '../../app/store.ts'
import { makeToast, pushToast, removeToast, type Toast, type ToastOptions } from './toast-queue.ts'

export const toastsAtom = atom<Toast[]>([])

let nextId = 1

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (q) => removeToast(q, id))
}

/** Shows a toast; usable anywhere (React or not) because it writes through the app store. */
export function toast(message: string, options: ToastOptions = {}): number {
  const t = makeToast(nextId++, message, options)
  appStore.set(toastsAtom, (q) => pushToast(q, t))
  if (t.duration > 0 && t.duration !== Infinity) setTimeout(() => dismissToast(t.id), t.duration)
  return t.id
}

toast.success = (message: string, options: Omit<ToastOptions, 'kind'> = {}) =>
  toast(message, { ...options, kind: 'success' })
toast.error = (message: string, options: Omit<ToastOptions, 'kind'> = {}) =>
  toast(message, { ...options, kind: 'error' })
toast.warning = (message: string, options: Omit<ToastOptions, 'kind'> = {}) =>
  toast(message, { ...options, kind: 'warning' })
toast.info = (message: string, options: Omit<ToastOptions, 'kind'> = {}) =>
  toast(message, { ...options, kind: 'info' })
