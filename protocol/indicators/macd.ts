import { ema } from './ema.ts'
import { assertPeriod, nullSeries, type Series } from './series.ts'

export interface Macd {
  /** Fast EMA − slow EMA, from index slow − 1. */
  macd: Series
  /** EMA of the MACD line, from index slow + signal − 2. */
  signal: Series
  /** MACD − signal, where both exist. */
  histogram: Series
}

/** Appel's MACD (default 12/26/9) on SMA-seeded EMAs, as StockCharts computes it. */
export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  assertPeriod('MACD signal', signalPeriod)
  const fastEma = ema(values, fast)
  const slowEma = ema(values, slow)
  const line = nullSeries(values.length)
  for (let i = 0; i < values.length; i++) {
    const f = fastEma[i]
    const s = slowEma[i]
    if (f != null && s != null) line[i] = f - s
  }
  const signal = ema(line, signalPeriod)
  const histogram = nullSeries(values.length)
  for (let i = 0; i < values.length; i++) {
    const m = line[i]
    const s = signal[i]
    if (m != null && s != null) histogram[i] = m - s
  }
  return { macd: line, signal, histogram }
}
