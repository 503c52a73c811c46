/**
 * Indicator outputs are aligned with their input: one entry per input value, `null` where the
 * indicator has not warmed up yet (uPlot draws a null as a gap), never NaN.
 */
export type Series = (number | null)[]

export function nullSeries(length: number): Series {
  return new Array<number | null>(length).fill(null)
}

/** Periods are whole candles: a fraction or a zero period is a caller's bug, not a value. */
export function assertPeriod(name: string, period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`${name} period must be a whole number of at least 1, got ${period}`)
  }
}
