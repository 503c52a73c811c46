import { assertPeriod, nullSeries, type Series } from './series.ts'

/**
 * Relative strength index with Wilder's smoothing: the first average gain and loss are the plain
 * means of the first `period` changes (so the first reading is at index `period`), then each
 * average is (previous × (period − 1) + current) / period. With no losses at all the RSI is 100;
 * a market that has not moved at all reads a neutral 50 rather than dividing zero by zero.
 */
export function rsi(values: readonly number[], period = 14): Series {
  assertPeriod('RSI', period)
  const out = nullSeries(values.length)
  if (values.length <= period) return out

  let gain = 0
  let loss = 0
  for (let i = 1; i <= period; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0)
    if (change > 0) gain += change
    else loss -= change
  }
  gain /= period
  loss /= period
  out[period] = strength(gain, loss)

  for (let i = period + 1; i < values.length; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0)
    gain = (gain * (period - 1) + Math.max(change, 0)) / period
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period
    out[i] = strength(gain, loss)
  }
  return out
}

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100
  return 100 - 100 / (1 + gain / loss)
}
