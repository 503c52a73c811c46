import { describe, expect, it } from 'vitest'
import { rsi } from '../../../protocol/indicators/index.ts'
import { expectSeries, warmUp } from './expect-series.ts'
import { STOCKCHARTS_RSI_CLOSES, TULIP_PRICES } from './fixtures.ts'

describe('rsi (Wilder)', () => {
  it('matches the StockCharts 14-day RSI to the 2 decimals published', () => {
    // StockCharts ChartSchool cs-rsi.xls, column "14-day RSI": first reading on the 15th close.
    const expected = [
      70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99,
      41.46, 41.87, 45.46, 37.3, 33.08, 37.77,
    ]
    expectSeries(rsi(STOCKCHARTS_RSI_CLOSES, 14), [...warmUp(14), ...expected], 0.005)
  })

  it('matches Tulip Indicators, RSI(5), to the 3 decimals published', () => {
    // tulipindicators tests/untest.txt (rsi), as asserted in trading-signals RSI.test.ts.
    const expected = [
      72.034, 64.927, 75.936, 79.796, 74.713, 83.033, 87.478, 88.755, 91.483, 78.498,
    ]
    expectSeries(rsi(TULIP_PRICES, 5), [...warmUp(5), ...expected], 0.0005)
  })

  it('reads 100 with no losses and a neutral 50 when nothing moved', () => {
    expect(rsi([1, 2, 3, 4], 3)).toEqual([null, null, null, 100])
    expect(rsi([5, 5, 5, 5], 3)).toEqual([null, null, null, 50])
    expect(rsi([5, 4, 3, 2], 3)).toEqual([null, null, null, 0])
  })
})
