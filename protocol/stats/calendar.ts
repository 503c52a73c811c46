/** Calendar views of a returns series: compounded per UTC month and year, best and worst. */

function compoundBy(
  times: readonly number[],
  r: readonly number[],
  key: (d: Date) => number,
): [number, number][] {
  const growth = new Map<number, number>()
  for (let i = 0; i < r.length; i++) {
    const v = r[i] ?? Number.NaN
    if (Number.isNaN(v)) continue
    const k = key(new Date(times[i] ?? 0))
    growth.set(k, (growth.get(k) ?? 1) * (1 + v))
  }
  return [...growth].sort((a, b) => a[0] - b[0]).map(([k, g]) => [k, g - 1])
}

/** Compounded per UTC calendar month, in time order; a month with no observation is left out. Months are 1–12. */
export function monthlyReturns(
  times: readonly number[],
  r: readonly number[],
): { year: number; month: number; r: number }[] {
  return compoundBy(times, r, (d) => d.getUTCFullYear() * 12 + d.getUTCMonth()).map(([k, g]) => ({
    year: Math.floor(k / 12),
    month: (k % 12) + 1,
    r: g,
  }))
}

/** Compounded per UTC calendar year, in time order. */
export function yearlyReturns(
  times: readonly number[],
  r: readonly number[],
): { year: number; r: number }[] {
  return compoundBy(times, r, (d) => d.getUTCFullYear()).map(([year, g]) => ({ year, r: g }))
}

/** Indices of the best and worst observed value (the first on a tie); null when none. */
export function extremes(values: readonly number[]): { best: number; worst: number } | null {
  let best = -1
  let worst = -1
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN
    if (Number.isNaN(v)) continue
    if (best < 0 || v > (values[best] ?? 0)) best = i
    if (worst < 0 || v < (values[worst] ?? 0)) worst = i
  }
  return best < 0 ? null : { best, worst }
}
