/**
 * Two equity curves on one time axis: the union of their times, each curve carried forward
 * between its own points (equity holds until the next bar) and absent outside its range, so two
 * runs over different bars still draw as two unbroken lines.
 */
import type { Columns } from '../portfolio-analytics/chart-series.ts'

export interface Curve {
  time: readonly number[]
  value: readonly number[]
}

function alignTo(xs: readonly number[], c: Curve): (number | null)[] {
  const out: (number | null)[] = []
  let j = 0
  let last: number | null = null
  const end = c.time[c.time.length - 1] ?? -Infinity
  for (const x of xs) {
    while (j < c.time.length && (c.time[j] ?? Infinity) <= x) {
      last = c.value[j] ?? null
      j += 1
    }
    out.push(x > end ? null : last)
  }
  return out
}

export function compareColumns(a: Curve, b: Curve): Columns {
  const xs = [...new Set([...a.time, ...b.time])].sort((p, q) => p - q)
  return [xs.map((ms) => ms / 1000), alignTo(xs, a), alignTo(xs, b)]
}
