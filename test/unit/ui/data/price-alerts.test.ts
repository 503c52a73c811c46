import { describe, expect, it } from 'vitest'
import { keysOf } from '../../../../src/data/changes.ts'
import { alertAtPrice, priceAlertKeys, roundToTick } from '../../../../src/data/price-alerts.ts'

describe('price alerts data', () => {
  it('puts a price on the tick grid as a clean decimal', () => {
    expect(roundToTick(67_250.123, 0.01)).toBe(67_250.12)
    expect(roundToTick(0.1 + 0.2, 0.1)).toBe(0.3)
    expect(roundToTick(1.23456789, 0.0001)).toBe(1.2346)
    expect(roundToTick(101.4, 0.5)).toBe(101.5)
    expect(roundToTick(3e-7, 1e-7)).toBe(3e-7)
    expect(roundToTick(12.3, 0)).toBe(12.3)
  })

  it('an alert from a picked price waits for the market to reach it, once', () => {
    expect(alertAtPrice('BTC-USD', 70_000, 68_000)).toEqual({
      symbol: 'BTC-USD',
      condition: 'above',
      price: 70_000,
      frequency: 'once',
    })
    expect(alertAtPrice('BTC-USD', 66_000, 68_000).condition).toBe('below')
    expect(alertAtPrice('BTC-USD', 68_000, 68_000).condition).toBe('above')
    expect(alertAtPrice('BTC-USD', 66_000, undefined).condition).toBe('above')
  })

  it('the list refetches on every notifications change (its key is under that topic)', () => {
    const stale = keysOf({ topic: 'notifications' })
    expect(priceAlertKeys.all.slice(0, stale.length)).toEqual(stale)
  })
})
