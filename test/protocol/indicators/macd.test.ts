import { describe, expect, it } from 'vitest'
import { ema, macd } from '../../../protocol/indicators/index.ts'
import { expectSeries, warmUp } from './expect-series.ts'
import { STOCKCHARTS_MACD_CLOSES } from './fixtures.ts'

describe('macd', () => {
  it('matches technicalindicators MACD(5, 8, 3) on SMA-seeded EMAs', () => {
    // github.com/anandanand84/technicalindicators test/moving_averages/MACD.js with test/data.js.
    // That library rounds each reading to 2 decimals from already rounded EMAs, so its fixture
    // can be a cent off the exact value: the tolerance is one cent.
    const closes = [
      127.75, 129.02, 132.75, 145.4, 148.98, 137.52, 147.38, 139.05, 137.23, 149.3, 162.45, 178.95,
      200.35, 221.9, 243.23, 243.52, 286.42, 280.27,
    ]
    const result = macd(closes, 5, 8, 3)
    const tolerance = 0.01
    expectSeries(
      result.macd,
      [...warmUp(7), 1.52, 0.88, 1.82, 3.63, 6.14, 9.35, 12.73, 15.9, 16.41, 20.22, 20.01],
      tolerance,
    )
    expectSeries(
      result.signal,
      [...warmUp(9), 1.41, 2.52, 4.33, 6.84, 9.79, 12.84, 14.63, 17.42, 18.72],
      tolerance,
    )
    expectSeries(
      result.histogram,
      [...warmUp(9), 0.41, 1.11, 1.81, 2.51, 2.94, 3.06, 1.78, 2.8, 1.29],
      tolerance,
    )
  })

  it('matches the 12/26/9 readings of the StockCharts MACD sheet once past the warm-up', () => {
    // github.com/bukosabino/ta test/data/cs-macd.csv, its last five rows (3 – 7 Aug 2009). That
    // library seeds each EMA with the first close instead of an SMA; 100 candles later the two
    // seeds differ by under 2.5e-4, so agreement within 5e-4 shows the same MACD.
    const result = macd(STOCKCHARTS_MACD_CLOSES)
    const last = (series: (number | null)[]) => series.slice(-5)
    const tolerance = 5e-4
    expectSeries(
      last(result.macd),
      [1.055361214, 1.066082746, 1.058345111, 1.023469812, 0.9956504772],
      tolerance,
    )
    expectSeries(
      last(result.signal),
      [0.8614096586, 0.902344276, 0.933544443, 0.9515295168, 0.9603537089],
      tolerance,
    )
    expectSeries(
      last(result.histogram),
      [0.1939515551, 0.1637384695, 0.1248006679, 0.07194029512, 0.03529676833],
      tolerance,
    )
  })

  it('is the fast EMA minus the slow EMA, with its first reading at slow − 1', () => {
    const result = macd(STOCKCHARTS_MACD_CLOSES)
    const fast = ema(STOCKCHARTS_MACD_CLOSES, 12)
    const slow = ema(STOCKCHARTS_MACD_CLOSES, 26)
    expect(result.macd.slice(0, 25).every((v) => v === null)).toBe(true)
    expect(result.macd[25]).toBeCloseTo((fast[25] ?? NaN) - (slow[25] ?? NaN), 12)
    expect(result.signal[32]).toBeNull()
    expect(result.signal[33]).not.toBeNull()
    expect(result.histogram[33]).toBeCloseTo(
      (result.macd[33] ?? NaN) - (result.signal[33] ?? NaN),
      12,
    )
  })
})
