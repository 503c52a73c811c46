import { describe, expect, it } from 'vitest'
import {
  defaultChartPrefs,
  parseChartLayout,
  parseChartPrefs,
  parseChartSlots,
} from '../../../../../src/trading/chart/chart-prefs.ts'

describe('remembered chart choices', () => {
  it('defaults to SPEC §9: 1h candlesticks with SMA and RSI', () => {
    expect(defaultChartPrefs('ETH-USD')).toEqual({
      symbol: 'ETH-USD',
      timeframe: '1h',
      chartType: 'candlestick',
      indicators: ['SMA', 'RSI'],
    })
  })

  it('keeps valid fields and replaces bad ones one by one', () => {
    const stored = {
      symbol: 'SOL-USD',
      timeframe: '3h',
      chartType: 'line',
      indicators: ['MACD', 'X', 7, 'BB'],
    }
    expect(parseChartPrefs(stored, 'BTC-USD')).toEqual({
      symbol: 'SOL-USD',
      timeframe: '1h',
      chartType: 'line',
      indicators: ['BB', 'MACD'],
    })
    expect(parseChartPrefs({ symbol: 'btc usd<script>' }, 'BTC-USD').symbol).toBe('BTC-USD')
    expect(parseChartPrefs('garbage', 'BTC-USD')).toEqual(defaultChartPrefs('BTC-USD'))
    expect(parseChartPrefs({ indicators: [] }, 'BTC-USD').indicators).toEqual([])
  })

  it('accepts only the layouts offered', () => {
    expect(parseChartLayout(4)).toBe(4)
    expect(parseChartLayout(3)).toBe(1)
    expect(parseChartLayout('2')).toBe(1)
  })

  it('always has one entry per chart of the largest layout', () => {
    const slots = parseChartSlots([{ symbol: 'XAU-USD' }], ['BTC-USD', 'ETH-USD'])
    expect(slots.map((s) => s.symbol)).toEqual(['XAU-USD', 'ETH-USD', 'BTC-USD', 'ETH-USD'])
    expect(parseChartSlots(null, [])).toHaveLength(4)
  })
})
