/** How a notification is shown: its toast, its relative time, and the page's filters. */
import type { ToastKind, ToastOptions } from '../components/toast/toast-queue.ts'
import type { AppNotification } from './view.ts'

/** SPEC §9: a notification's toast stays 4 s, an urgent one 6 s. */
export const TOAST_MS = 4_000
export const URGENT_TOAST_MS = 6_000

const KIND: Record<AppNotification['type'], ToastKind> = {
  success: 'success',
  trade: 'success',
  error: 'error',
  warning: 'warning',
  other: 'info',
}

export function toastOf(n: AppNotification): { message: string; options: ToastOptions } {
  return {
    message: n.message,
    options: {
      kind: KIND[n.type],
      title: n.title,
      duration: n.priority === 'urgent' ? URGENT_TOAST_MS : TOAST_MS,
    },
  }
}

/** "just now", "5 min ago", "3 h ago", "2 d ago"; the exact time goes in a tooltip beside it. */
export function relativeTime(iso: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000))
  if (s < 45) return 'just now'
  const min = Math.round(s / 60)
  if (min < 60) return `${min} min ago`
  const h = Math.round(min / 60)
  if (h < 24) return `${h} h ago`
  return `${Math.round(h / 24)} d ago`
}

/** "2026-05-01 14:02:11" in the trader's local time (SPEC §9 date format). */
export function exactTime(iso: string): string {
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

export const CATEGORY_FILTERS = [
  'all',
  'trading',
  'security',
  'account',
  'system',
  'marketing',
] as const
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number]
export type ReadFilter = 'all' | 'unread' | 'read'

export function filterNotifications(
  items: readonly AppNotification[],
  category: CategoryFilter,
  read: ReadFilter,
): AppNotification[] {
  return items.filter(
    (n) =>
      (category === 'all' || n.category === category) &&
      (read === 'all' || (read === 'unread' ? !n.read : n.read)),
  )
}

export const categoryLabel = (c: CategoryFilter): string =>
  c === 'all' ? 'All' : c[0]?.toUpperCase() + c.slice(1)
