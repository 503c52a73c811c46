/** The run form's range: UTC days as the date inputs hold them, and the presets. */
export const PRESETS = { '1M': 1, '6M': 6, '1Y': 12, '5Y': 60 } as const
export type Preset = keyof typeof PRESETS

export interface DayRange {
  from: string
  to: string
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The `months` before the day of `now`, ending today (UTC). */
export function presetRange(preset: Preset, now: number): DayRange {
  const end = new Date(now)
  const start = new Date(
    Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - PRESETS[preset], end.getUTCDate()),
  )
  return { from: isoDay(start.getTime()), to: isoDay(now) }
}

/** The range in epoch ms (first instant of `from`, last of `to`, never after now); null if invalid. */
export function rangeMs(range: DayRange, now: number): { from: number; to: number } | null {
  const from = Date.parse(`${range.from}T00:00:00Z`)
  const to = Math.min(Date.parse(`${range.to}T23:59:59.999Z`), now)
  return Number.isFinite(from) && Number.isFinite(to) && from < to ? { from, to } : null
}

/** Which preset the range is, if it is one (for aria-pressed). */
export const presetOf = (range: DayRange, now: number): Preset | null =>
  (Object.keys(PRESETS) as Preset[]).find((p) => {
    const r = presetRange(p, now)
    return r.from === range.from && r.to === range.to
  }) ?? null
