import { describe, expect, it } from 'vitest'
import { sma } from '../../../protocol/indicators/index.ts'
import { expectSeries, warmUp } from './expect-series.ts'
import { STOCKCHARTS_MOVAVG_CLOSES, TULIP_PRICES } from './fixtures.ts'

describe('sma', () => {
  it('matches Tulip Indicators, SMA(5), to the 3 decimals published', () => {
    // tulipindicators tests/untest.txt (sma), as asserted in trading-signals SMA.test.ts.
    const expected = [
      82.426, 82.738, 83.094, 83.318, 83.628, 83.778, 84.254, 84.994, 85.574, 86.218, 86.804,
    ]
    expectSeries(sma(TULIP_PRICES, 5), [...warmUp(4), ...expected], 0.0005)
  })

  it('matches the StockCharts 10-day SMA to the 2 decimals published', () => {
    // StockCharts ChartSchool cs-movavg.xls, column "10-day SMA".
    const expected = [
      22.22, 22.21, 22.23, 22.26, 22.31, 22.42, 22.61, 22.77, 22.91, 23.08, 23.21, 23.38, 23.53,
      23.65, 23.71, 23.69, 23.61, 23.51, 23.43, 23.28, 23.13,
    ]
    expectSeries(sma(STOCKCHARTS_MOVAVG_CLOSES, 10), [...warmUp(9), ...expected], 0.005)
  })

  it('has no value before the period is filled and refuses a meaningless period', () => {
    expect(sma([1, 2], 3)).toEqual([null, null])
    expect(sma([], 3)).toEqual([])
    expect(() => sma([1, 2, 3], 0)).toThrow(RangeError)
    expect(() => sma([1, 2, 3], 2.5)).toThrow(RangeError)
  })
})
