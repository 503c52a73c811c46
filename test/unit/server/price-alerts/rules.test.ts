import { describe, expect, it } from 'vitest'
import {
  barOf,
  conditionMet,
  frequencyAllows,
  type AlertRule,
} from '../../../../server/price-alerts/rules.ts'

const rule = (over: Partial<AlertRule>): AlertRule => ({
  condition: 'above',
  price: 100,
  percent: null,
  windowSec: null,
  frequency: 'once',
  timeframe: null,
  ...over,
})

describe('conditionMet', () => {
  it('above and below include the level itself', () => {
    expect(conditionMet(rule({ condition: 'above' }), { prev: 90, price: 100 })).toBe(true)
    expect(conditionMet(rule({ condition: 'above' }), { prev: 90, price: 99.9 })).toBe(false)
    expect(conditionMet(rule({ condition: 'below' }), { prev: 110, price: 100 })).toBe(true)
    expect(conditionMet(rule({ condition: 'below' }), { prev: 110, price: 100.1 })).toBe(false)
  })

  it('a cross needs the previous tick strictly on the other side', () => {
    const up = rule({ condition: 'crossing_up' })
    expect(conditionMet(up, { prev: 99, price: 101 })).toBe(true)
    expect(conditionMet(up, { prev: 99, price: 100 })).toBe(true)
    expect(conditionMet(up, { prev: 100, price: 101 })).toBe(false)
    expect(conditionMet(up, { prev: 101, price: 102 })).toBe(false)
    expect(conditionMet(up, { prev: undefined, price: 102 })).toBe(false)
    const down = rule({ condition: 'crossing_down' })
    expect(conditionMet(down, { prev: 101, price: 99 })).toBe(true)
    expect(conditionMet(down, { prev: 99, price: 98 })).toBe(false)
    expect(conditionMet(down, { prev: 99, price: 101 })).toBe(false)
  })

  it('a % move compares with the window start, either way', () => {
    const move = rule({ condition: 'move_pct', price: null, percent: 2, windowSec: 60 })
    expect(conditionMet(move, { prev: 100, price: 102, reference: 100 })).toBe(true)
    expect(conditionMet(move, { prev: 100, price: 98, reference: 100 })).toBe(true)
    expect(conditionMet(move, { prev: 100, price: 101.9, reference: 100 })).toBe(false)
    expect(conditionMet(move, { prev: 100, price: 150, reference: undefined })).toBe(false)
  })
})

describe('frequencyAllows', () => {
  const minute = 60_000
  it('never fired: always', () => {
    for (const frequency of ['once', 'once_per_bar', 'every_time'] as const)
      expect(frequencyAllows(rule({ frequency, timeframe: '1m' }), null, 5)).toBe(true)
  })

  it('once per bar: once per candle of its timeframe', () => {
    const r = rule({ frequency: 'once_per_bar', timeframe: '5m' })
    const start = 10 * 5 * minute
    expect(frequencyAllows(r, start + 1000, start + 5 * minute - 1)).toBe(false)
    expect(frequencyAllows(r, start + 1000, start + 5 * minute)).toBe(true)
    expect(barOf(start + 5 * minute - 1, '5m')).toBe(10)
  })

  it('every time: throttled to once per 60 s', () => {
    const r = rule({ frequency: 'every_time' })
    expect(frequencyAllows(r, 1_000, 60_999)).toBe(false)
    expect(frequencyAllows(r, 1_000, 61_000)).toBe(true)
  })
})
