/** Pure toast rules (SPEC §9): at most 5 visible, oldest dropped, duration by kind. */
export type ToastKind = 'default' | 'success' | 'error' | 'warning' | 'info'

export const MAX_TOASTS = 5

export const TOAST_DURATIONS: Record<ToastKind, number> = {
  default: 5000,
  success: 4000,
  error: 8000,
  warning: 6000,
  info: 5000,
}

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  title: string | null
  /** ms before it closes by itself */
  duration: number
}

export interface ToastOptions {
  kind?: ToastKind
  title?: string
  duration?: number
}

export function makeToast(id: number, message: string, options: ToastOptions = {}): Toast {
  const kind = options.kind ?? 'default'
  return {
    id,
    kind,
    message,
    title: options.title ?? null,
    duration: options.duration ?? TOAST_DURATIONS[kind],
  }
}

export function pushToast(queue: readonly Toast[], next: Toast): Toast[] {
  return [...queue, next].slice(-MAX_TOASTS)
}

export function removeToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((t) => t.id !== id)
}
