import { assertPeriod, nullSeries, type Series } from './series.ts'

/**
 * Exponential moving average, multiplier 2 / (period + 1), seeded with the simple average of its
 * first `period` values (StockCharts, TA-Lib): seeding with the first value alone would let one
 * candle bias the early readings. Leading nulls (another indicator's warm-up) are skipped, so an
 * EMA of a MACD line starts where that line starts; a null after the start holds the average.
 */
export function ema(values: readonly (number | null)[], period: number): Series {
  assertPeriod('EMA', period)
  const out = nullSeries(values.length)
  let start = 0
  while (start < values.length && values[start] === null) start++
  const seedEnd = start + period - 1
  if (seedEnd >= values.length) return out

  let sum = 0
  for (let i = start; i <= seedEnd; i++) sum += values[i] ?? 0
  let average = sum / period
  out[seedEnd] = average
  const k = 2 / (period + 1)
  for (let i = seedEnd + 1; i < values.length; i++) {
    average += ((values[i] ?? average) - average) * k
    out[i] = average
  }
  return out
}
