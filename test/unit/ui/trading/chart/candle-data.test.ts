import { describe, expect, it } from 'vitest'
import type { ColumnarCandles } from '../../../../../workers/engine/api.ts'
import {
  applyLastCandle,
  emptyCandles,
  lastClose,
  mergeSnapshot,
  prependCandles,
} from '../../../../../src/trading/chart/candle-data.ts'

const HOUR = 3600
/** Candles at the given hours (seconds), each closing at its hour number. */
const columns = (hours: number[]): ColumnarCandles => [
  hours.map((h) => h * HOUR),
  hours.map((h) => h),
  hours.map((h) => h + 1),
  hours.map((h) => h - 1),
  hours.map((h) => h),
  hours.map(() => 10),
]
const at = (...hours: number[]) => columns(hours)
const live = (hour: number, close: number) => ({
  time: hour * HOUR * 1000,
  open: hour,
  high: close + 1,
  low: hour - 1,
  close,
  volume: 12,
})

describe('candle columns', () => {
  it('moves the newest candle in place when a live candle has its time', () => {
    const candles = at(1, 2)
    const closes = candles[4]
    expect(applyLastCandle(candles, live(2, 2.5))).toBe('updated')
    expect(candles[0]).toEqual([HOUR, 2 * HOUR])
    expect(candles[4]).toBe(closes)
    expect(closes).toEqual([1, 2.5])
    expect(candles[2][1]).toBe(3.5)
    expect(candles[5][1]).toBe(12)
  })

  it('opens a new candle for a later time and ignores an earlier one', () => {
    const candles = at(1, 2)
    expect(applyLastCandle(candles, live(3, 3.2))).toBe('appended')
    expect(candles[0]).toEqual([HOUR, 2 * HOUR, 3 * HOUR])
    expect(lastClose(candles)).toBe(3.2)
    expect(applyLastCandle(candles, live(1, 9))).toBe('ignored')
    expect(candles[4]).toEqual([1, 2, 3.2])
  })

  it('starts from a live candle when the snapshot was empty', () => {
    const candles = emptyCandles()
    expect(lastClose(candles)).toBeNull()
    expect(applyLastCandle(candles, live(5, 5))).toBe('appended')
    expect(candles[0]).toEqual([5 * HOUR])
  })

  it('puts only older candles in front, in every column', () => {
    const candles = at(3, 4)
    expect(prependCandles(candles, at(1, 2, 3))).toBe(2)
    expect(candles[0]).toEqual([1, 2, 3, 4].map((h) => h * HOUR))
    expect(candles[3]).toEqual([0, 1, 2, 3])
    expect(prependCandles(candles, at(5))).toBe(0)
    expect(prependCandles(candles, emptyCandles())).toBe(0)
  })

  it('prepends a long history without overflowing the call stack', () => {
    const candles = at(300_001)
    const older = columns(Array.from({ length: 300_000 }, (_, i) => i + 1))
    expect(prependCandles(candles, older)).toBe(300_000)
    expect(candles[0]).toHaveLength(300_001)
  })

  it('keeps scrolled-in history before a fresh snapshot and takes the snapshot for the rest', () => {
    const current = at(1, 2, 3, 4)
    current[4][3] = 99
    const merged = mergeSnapshot(current, at(3, 4, 5))
    expect(merged[0]).toEqual([1, 2, 3, 4, 5].map((h) => h * HOUR))
    expect(merged[4]).toEqual([1, 2, 3, 4, 5])
    expect(mergeSnapshot(current, emptyCandles())[0]).toEqual([])
  })
})
