import { describe, expect, it } from 'vitest'
import { AlertEvaluator, type Firing } from '../../../../server/price-alerts/evaluator.ts'
import { WatchedAlerts, type WatchedAlert } from '../../../../server/price-alerts/watched-alerts.ts'

const alert = (over: Partial<WatchedAlert>): WatchedAlert => ({
  id: 'a1',
  userId: 'u1',
  symbol: 'BTC-USD',
  condition: 'above',
  price: 100,
  percent: null,
  windowSec: null,
  frequency: 'once',
  timeframe: null,
  lastFiredAt: null,
  triggerCount: 0,
  ...over,
})

function setup(...alerts: WatchedAlert[]) {
  const watched = new WatchedAlerts()
  for (const a of alerts) watched.put(a)
  const fired: Firing[] = []
  const ev = new AlertEvaluator(watched, (f) => fired.push(f))
  return { watched, fired, ev }
}

describe('AlertEvaluator', () => {
  it('fires a "once" alert once and switches it off', () => {
    const { watched, fired, ev } = setup(alert({}))
    ev.onPrice('BTC-USD', 99, 1_000)
    ev.onPrice('BTC-USD', 101, 2_000)
    ev.onPrice('BTC-USD', 102, 3_000)
    expect(fired).toHaveLength(1)
    expect(fired[0]).toMatchObject({ price: 101, at: 2_000, deactivated: true })
    expect(fired[0]?.alert.triggerCount).toBe(1)
    expect(watched.size).toBe(0)
  })

  it('only looks at its own symbol', () => {
    const { fired, ev } = setup(alert({}))
    ev.onPrice('ETH-USD', 500, 1_000)
    expect(fired).toHaveLength(0)
  })

  it('fires "once per bar" once per candle while the condition holds', () => {
    const { fired, ev } = setup(alert({ frequency: 'once_per_bar', timeframe: '1m' }))
    const bar = 100 * 60_000
    for (const dt of [0, 10_000, 59_999, 60_000, 90_000, 120_001])
      ev.onPrice('BTC-USD', 105, bar + dt)
    expect(fired.map((f) => f.at)).toEqual([bar, bar + 60_000, bar + 120_001])
    expect(fired.every((f) => !f.deactivated)).toBe(true)
  })

  it('needs a real cross: a price already beyond the level does not fire', () => {
    const { fired, ev } = setup(alert({ condition: 'crossing_up', frequency: 'every_time' }))
    ev.onPrice('BTC-USD', 105, 1_000)
    ev.onPrice('BTC-USD', 106, 2_000)
    expect(fired).toHaveLength(0)
    ev.onPrice('BTC-USD', 99, 3_000)
    ev.onPrice('BTC-USD', 100.5, 4_000)
    expect(fired).toHaveLength(1)
  })

  it('a % move measures from the price at the start of the trailing window', () => {
    const { fired, ev } = setup(
      alert({ condition: 'move_pct', price: null, percent: 5, windowSec: 10 }),
    )
    ev.onPrice('BTC-USD', 100, 0)
    ev.onPrice('BTC-USD', 103, 5_000)
    ev.onPrice('BTC-USD', 104, 9_000)
    expect(fired).toHaveLength(0)
    // 20 s later the window starts at 104 (the last sample at or before t − 10 s): +4 % only.
    ev.onPrice('BTC-USD', 108, 20_000)
    expect(fired).toHaveLength(0)
    ev.onPrice('BTC-USD', 110, 21_000)
    expect(fired).toHaveLength(1)
    expect(fired[0]?.reference).toBe(104)
  })
})
