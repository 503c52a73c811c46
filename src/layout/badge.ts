/** The unread badge text: nothing for 0, the number up to 99, then "99+" (SPEC §9). */
export function formatBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}

export function bellLabel(count: number): string {
  return `Notifications, ${Math.max(0, Math.floor(count))} unread`
}
