import { assertPeriod, nullSeries, type Series } from './series.ts'

export interface BollingerBands {
  middle: Series
  upper: Series
  lower: Series
}

/**
 * Bollinger bands: the `period` SMA ± `deviations` × the population standard deviation of the
 * same window (Bollinger's definition, as StockCharts and Tulip compute it). Each window's
 * deviation is summed around its own mean rather than from running sums of squares, which lose
 * every digit of a small spread on a large price (a 0.01 range on 60,000).
 */
export function bollinger(values: readonly number[], period = 20, deviations = 2): BollingerBands {
  assertPeriod('Bollinger', period)
  const middle = nullSeries(values.length)
  const upper = nullSeries(values.length)
  const lower = nullSeries(values.length)
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    sum += values[i] ?? 0
    if (i >= period) sum -= values[i - period] ?? 0
    if (i < period - 1) continue
    const mean = sum / period
    let squares = 0
    for (let j = i - period + 1; j <= i; j++) {
      const d = (values[j] ?? 0) - mean
      squares += d * d
    }
    const spread = deviations * Math.sqrt(squares / period)
    middle[i] = mean
    upper[i] = mean + spread
    lower[i] = mean - spread
  }
  return { middle, upper, lower }
}
