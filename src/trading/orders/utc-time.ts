/**
 * Days and times in UTC, SPEC §9's display timezone, in its date format YYYY-MM-DD HH:mm:ss, so
 * a trader sees and filters the same day wherever the browser is.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** The start of a YYYY-MM-DD day in UTC (ms), or null for anything that is not a real day. */
export function parseDay(text: string): number | null {
  const m = DAY.exec(text)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const start = Date.UTC(y, mo - 1, d)
  // Date.UTC rolls 2024-02-30 over into March: only a day that survives the round trip is real.
  const back = new Date(start)
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? start
    : null
}

export const isDay = (text: string): boolean => parseDay(text) !== null

/**
 * The times [start, end) covered by the days `from` to `to`, both inclusive; an open or invalid
 * end leaves that side unbounded, and a range given backwards is read the right way round.
 */
export function dayRange(from: string | null, to: string | null): { start: number; end: number } {
  const a = from === null ? null : parseDay(from)
  const b = to === null ? null : parseDay(to)
  const [lo, hi] = a !== null && b !== null && a > b ? [b, a] : [a, b]
  return {
    start: lo ?? Number.NEGATIVE_INFINITY,
    end: hi === null ? Number.POSITIVE_INFINITY : hi + DAY_MS,
  }
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** "2024-05-01 14:02:11" in UTC; an unreadable time shows as a dash. */
export function formatUtcDateTime(iso: string): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return '—'
  const d = new Date(t)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  )
}

/** "14:02" in UTC, for "saved at" notes. */
export function formatUtcHourMinute(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}
