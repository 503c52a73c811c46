import { describe, expect, it } from 'vitest'
import { ema, sma } from '../../../../../protocol/indicators/index.ts'
import type { ColumnarCandles } from '../../../../../workers/engine/api.ts'
import {
  OVERLAY_LINES,
  PANE_LINES,
  overlayValues,
  paneValues,
} from '../../../../../src/trading/chart/indicator-series.ts'
import { OVERLAY_INDICATORS, PANE_INDICATORS } from '../../../../../src/trading/chart/types.ts'

/** `n` candles `stepSeconds` apart with a wavy close and volume 1. */
function candles(n: number, stepSeconds: number): ColumnarCandles {
  const times = Array.from({ length: n }, (_, i) => i * stepSeconds)
  const closes = times.map((_, i) => 100 + 10 * Math.sin(i / 5))
  return [
    times,
    closes,
    closes.map((c) => c + 1),
    closes.map((c) => c - 1),
    closes,
    times.map(() => 1),
  ]
}

describe('indicator lines of a chart', () => {
  it('gives one aligned series per declared line', () => {
    const data = candles(120, 3600)
    for (const indicator of OVERLAY_INDICATORS) {
      const values = overlayValues(indicator, data, '1h')
      expect(values).toHaveLength(OVERLAY_LINES[indicator].length)
      for (const v of values) expect(v).toHaveLength(120)
    }
    for (const indicator of PANE_INDICATORS) {
      const values = paneValues(indicator, data)
      expect(values).toHaveLength(PANE_LINES[indicator].length)
      for (const v of values) expect(v).toHaveLength(120)
    }
  })

  it('computes SMA 20 and EMA 50 on the closes', () => {
    const data = candles(80, 60)
    expect(overlayValues('SMA', data, '1m')[0]).toEqual(sma(data[4], 20))
    expect(overlayValues('EMA', data, '1m')[0]).toEqual(ema(data[4], 50))
  })

  it('starts the intraday VWAP again each UTC day but runs it on over daily candles', () => {
    // Four 12-hour candles: two per UTC day. Typical price = close here (high + low average it).
    const data: ColumnarCandles = [
      [0, 43_200, 86_400, 129_600],
      [10, 20, 30, 40],
      [11, 21, 31, 41],
      [9, 19, 29, 39],
      [10, 20, 30, 40],
      [1, 1, 1, 1],
    ]
    expect(overlayValues('VWAP', data, '1h')[0]).toEqual([10, 15, 30, 35])
    expect(overlayValues('VWAP', data, '1d')[0]).toEqual([10, 15, 20, 25])
  })

  it('splits the MACD histogram into rising and falling bars', () => {
    const [, , up, down] = paneValues('MACD', candles(120, 60))
    up?.forEach((v, i) => {
      const d = down?.[i] ?? null
      expect(v === null || d === null).toBe(true)
      if (v !== null) expect(v).toBeGreaterThanOrEqual(0)
      if (d !== null) expect(d).toBeLessThan(0)
    })
    expect(up?.some((v) => v !== null)).toBe(true)
    expect(down?.some((v) => v !== null)).toBe(true)
  })
})
