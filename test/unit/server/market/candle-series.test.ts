import { describe, expect, it } from 'vitest'
import { CandleSeries } from '../../../../server/market/candle-series.ts'

const MIN = 60_000
const T0 = Date.UTC(2026, 0, 5)

/** Ten 1m bars from T0, closing at 1, 2, … 10. */
function series(): CandleSeries {
  const s = new CandleSeries(MIN, 100)
  for (let i = 0; i < 10; i++) s.update(T0 + i * MIN, i + 1, 1)
  return s
}
const closes = (bars: { close: number }[]): number[] => bars.map((b) => b.close)

describe('CandleSeries.before', () => {
  it('answers up to `limit` bars that start before the time, oldest first', () => {
    const s = series()
    expect(closes(s.before(T0 + 5 * MIN, 3))).toEqual([3, 4, 5])
    expect(closes(s.before(T0 + 5 * MIN + 1, 3))).toEqual([4, 5, 6])
    expect(closes(s.before(T0 + 2 * MIN, 10))).toEqual([1, 2])
    expect(closes(s.before(T0 + 60 * MIN, 2))).toEqual([9, 10])
  })

  it('is empty at or before the oldest bar, and for an empty series', () => {
    expect(series().before(T0, 5)).toEqual([])
    expect(series().before(0, 5)).toEqual([])
    expect(new CandleSeries(MIN, 10).before(T0, 5)).toEqual([])
  })

  it('hands out copies', () => {
    const s = series()
    const [bar] = s.before(T0 + MIN, 1)
    if (bar) bar.close = -1
    expect(s.before(T0 + MIN, 1)[0]?.close).toBe(1)
  })
})
