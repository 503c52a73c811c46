import { describe, expect, it } from 'vitest'
import { FeedMeter } from '../../../../server/admin/feed-meter.ts'

describe('FeedMeter', () => {
  it('averages ticks per second over the last minute, per symbol and overall', () => {
    let now = 1_000_000
    const meter = new FeedMeter(() => now)
    for (let i = 0; i < 120; i++) {
      meter.record('BTC-USD')
      if (i % 2 === 0) meter.record('ETH-USD')
      now += 250
    }
    // 30 s of ticks: 120 BTC and 60 ETH, over a 60 s window.
    expect(meter.rate('BTC-USD')).toBe(2)
    expect(meter.rate('ETH-USD')).toBe(1)
    expect(meter.rate()).toBe(3)
    expect(meter.rate('SOL-USD')).toBe(0)
  })

  it('forgets ticks older than a minute, also after a long silence', () => {
    let now = 5_000_000
    const meter = new FeedMeter(() => now)
    for (let i = 0; i < 60; i++) meter.record('BTC-USD')
    now += 30_000
    expect(meter.rate('BTC-USD')).toBe(1)
    now += 31_000
    expect(meter.rate('BTC-USD')).toBe(0)
    now += 10 * 60_000
    meter.record('BTC-USD')
    expect(meter.rate('BTC-USD')).toBeCloseTo(1 / 60)
  })
})
