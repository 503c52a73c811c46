import { describe, expect, it } from 'vitest'
import { describeChart } from '../../../../../src/trading/chart/chart-label.ts'

describe('the chart as a screen reader hears it', () => {
  it('names the symbol, timeframe, type, indicators and last close', () => {
    expect(
      describeChart({
        name: 'BTC-USD',
        timeframe: '1h',
        chartType: 'candlestick',
        indicators: ['SMA', 'BB', 'RSI'],
        lastClose: 65432.1,
      }),
    ).toBe(
      'BTC-USD, 1h candlestick chart with SMA 20, Bollinger bands 20, 2 and RSI 14, last close 65,432.10',
    )
  })

  it('says so when there is no candle yet', () => {
    expect(
      describeChart({
        name: 'EUR-USD',
        timeframe: '5m',
        chartType: 'line',
        indicators: [],
        lastClose: null,
      }),
    ).toBe('EUR-USD, 5m line chart, no candles yet')
  })
})
