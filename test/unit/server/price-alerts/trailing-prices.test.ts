import { describe, expect, it } from 'vitest'
import { TrailingPrices } from '../../../../server/price-alerts/trailing-prices.ts'

describe('TrailingPrices', () => {
  it('answers the last sample at or before a time, else the oldest', () => {
    const w = new TrailingPrices()
    expect(w.priceAt(0)).toBeUndefined()
    w.record(1_000, 10)
    w.record(2_000, 20)
    w.record(3_000, 30)
    expect(w.priceAt(500)).toBe(10)
    expect(w.priceAt(2_000)).toBe(20)
    expect(w.priceAt(2_999)).toBe(20)
    expect(w.priceAt(9_000)).toBe(30)
  })

  it('keeps at most one sample a second', () => {
    const w = new TrailingPrices()
    w.record(1_000, 10)
    w.record(1_400, 11)
    w.record(2_000, 12)
    expect(w.size).toBe(2)
  })

  it('trims what no window needs but keeps the sample in force at the cut', () => {
    const w = new TrailingPrices()
    for (let i = 0; i < 5000; i++) w.record(i * 1_000, i)
    w.trimBefore(4_000_500)
    expect(w.priceAt(4_000_500)).toBe(4000)
    expect(w.size).toBe(1000)
  })
})
