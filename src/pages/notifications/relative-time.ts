/**
 * A notification's age as a translation key and its number: "just now", "5 min ago", "3 h ago",
 * "2 d ago" (the exact time goes in a tooltip beside it).
 */
export type AgeKey = 'justNow' | 'minutes' | 'hours' | 'days'

export function ageOf(iso: string, now: number): { key: AgeKey; n: number } {
  const s = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000))
  if (s < 45) return { key: 'justNow', n: 0 }
  const min = Math.round(s / 60)
  if (min < 60) return { key: 'minutes', n: min }
  const h = Math.round(min / 60)
  if (h < 24) return { key: 'hours', n: h }
  return { key: 'days', n: Math.round(h / 24) }
}
