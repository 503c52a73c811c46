/** The monthly returns heat map's model: one row per year, twelve month cells and the year's total. */
import type { AnalyticsReport } from '../../../protocol/index.ts'

export interface HeatmapRow {
  year: number
  /** Index 0 is January; null where the month has no return in the range. */
  months: (number | null)[]
  total: number | null
}

export function heatmapRows(
  monthly: AnalyticsReport['monthly'],
  yearly: AnalyticsReport['yearly'],
): HeatmapRow[] {
  const years = new Map<number, HeatmapRow>()
  const rowOf = (year: number): HeatmapRow => {
    let row = years.get(year)
    if (!row) {
      row = { year, months: Array.from({ length: 12 }, () => null), total: null }
      years.set(year, row)
    }
    return row
  }
  for (const m of monthly)
    if (m.month >= 1 && m.month <= 12) rowOf(m.year).months[m.month - 1] = m.r
  for (const y of yearly) rowOf(y.year).total = y.r
  return [...years.values()].sort((a, b) => a.year - b.year)
}

/** The largest month shown, in size: every cell is coloured against it, so one scale fits all. */
export function heatScale(rows: readonly HeatmapRow[]): number {
  let largest = 0
  for (const row of rows)
    for (const r of row.months) if (r !== null) largest = Math.max(largest, Math.abs(r))
  return largest
}

/**
 * The cell's background: green for a gain, red for a loss, stronger the larger it is, mixed with
 * the panel colour. At most half colour, so the value printed on it keeps a 4.5:1 contrast in
 * both themes.
 */
export function heatColour(r: number | null, largest: number): string | undefined {
  if (r === null || r === 0 || !(largest > 0)) return undefined
  const strength = Math.round((Math.min(1, Math.abs(r) / largest) * 0.42 + 0.08) * 100)
  const hue = r > 0 ? 'var(--up)' : 'var(--down)'
  return `color-mix(in srgb, ${hue} ${strength}%, var(--bg-panel))`
}
