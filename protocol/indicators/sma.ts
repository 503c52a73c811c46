import { assertPeriod, nullSeries, type Series } from './series.ts'

/** Simple moving average: the mean of the last `period` values, from index period − 1. */
export function sma(values: readonly number[], period: number): Series {
  assertPeriod('SMA', period)
  const out = nullSeries(values.length)
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    sum += values[i] ?? 0
    if (i >= period) sum -= values[i - period] ?? 0
    if (i >= period - 1) out[i] = sum / period
  }
  return out
}
