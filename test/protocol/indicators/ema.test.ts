import { describe, expect, it } from 'vitest'
import { ema } from '../../../protocol/indicators/index.ts'
import { expectSeries, warmUp } from './expect-series.ts'
import { STOCKCHARTS_MOVAVG_CLOSES } from './fixtures.ts'

describe('ema', () => {
  it('matches the StockCharts 10-day EMA (seeded with the SMA) to the 2 decimals published', () => {
    // StockCharts ChartSchool cs-movavg.xls, column "10-day EMA" (multiplier 0.1818).
    const expected = [
      22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51,
      23.54, 23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92,
    ]
    expectSeries(ema(STOCKCHARTS_MOVAVG_CLOSES, 10), [...warmUp(9), ...expected], 0.005)
  })

  it('matches technicalindicators EMA(9) to the 2 decimals of its fixture', () => {
    // github.com/anandanand84/technicalindicators test/moving_averages/EMA.js with test/data.js.
    const closes = [
      127.75, 129.02, 132.75, 145.4, 148.98, 137.52, 147.38, 139.05, 137.23, 149.3, 162.45, 178.95,
      200.35, 221.9, 243.23, 243.52, 286.42, 280.27,
    ]
    const expected = [
      138.34, 140.53, 144.92, 151.72, 161.45, 173.54, 187.48, 198.69, 216.23, 229.04,
    ]
    expectSeries(ema(closes, 9), [...warmUp(8), ...expected], 0.005)
  })

  it('starts after leading nulls, so an EMA of another indicator begins where it begins', () => {
    // Seed (1 + 2) / 2 = 1.5, then 1.5 + (3 − 1.5) × 2/3 = 2.5.
    expect(ema([null, null, 1, 2, 3], 2)).toEqual([null, null, null, 1.5, 2.5])
    expect(ema([null, 1], 2)).toEqual([null, null])
  })
})
