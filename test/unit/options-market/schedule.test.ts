import { describe, expect, it } from 'vitest'
import { scheduledExpiries } from '../../../server/options/expiries.ts'
import { MAX_STRIKES, niceStep, strikeGrid } from '../../../server/options/strikes.ts'
import { quoteLadder } from '../../../server/options/quote-ladder.ts'
import { symbolUnits } from '../../../server/market/units.ts'

const at8 = (month: number, day: number) => Date.UTC(2026, month - 1, day, 8)

describe('the expiry schedule', () => {
  it('lists the next two of each cadence once, with every cadence that lists it', () => {
    // Wednesday 25 March 2026, 09:00 UTC: Friday the 27th is the last of March and of Q1.
    const listed = scheduledExpiries(Date.UTC(2026, 2, 25, 9))
    expect(listed).toEqual([
      { expiry: at8(3, 26), cadences: ['daily'] },
      { expiry: at8(3, 27), cadences: ['daily', 'weekly', 'monthly', 'quarterly'] },
      { expiry: at8(4, 3), cadences: ['weekly'] },
      { expiry: at8(4, 24), cadences: ['monthly'] },
      { expiry: at8(6, 26), cadences: ['quarterly'] },
    ])
  })

  it('drops an expiry from 08:00 UTC of its day on and lists the next', () => {
    const before = scheduledExpiries(at8(3, 27) - 1).map((s) => s.expiry)
    const after = scheduledExpiries(at8(3, 27)).map((s) => s.expiry)
    expect(before).toContain(at8(3, 27))
    expect(after).not.toContain(at8(3, 27))
    expect(after).toEqual([
      at8(3, 28),
      at8(3, 29),
      at8(4, 3),
      at8(4, 10),
      at8(4, 24),
      at8(5, 29),
      at8(6, 26),
      at8(9, 25),
    ])
  })

  it('rolls over the year end', () => {
    const listed = scheduledExpiries(Date.UTC(2026, 11, 30, 12)).map((s) => new Date(s.expiry))
    expect(listed[0]?.toISOString()).toBe('2026-12-31T08:00:00.000Z')
    expect(listed.at(-1)?.toISOString()).toBe('2027-06-25T08:00:00.000Z')
  })
})

describe('the strike grid', () => {
  it('steps on nice numbers', () => {
    expect(niceStep(0.9)).toBe(1)
    expect(niceStep(2.3)).toBe(2.5)
    expect(niceStep(370)).toBe(500)
    expect(niceStep(1400)).toBe(1000)
  })

  it('covers at least ±10 % around the index, wider for longer expiries, never too many', () => {
    const day = strikeGrid(67_250, 0.65, 1 / 365)
    const quarter = strikeGrid(67_250, 0.65, 0.5)
    for (const grid of [day, quarter]) {
      expect(grid.length).toBeLessThanOrEqual(MAX_STRIKES)
      expect(grid.every((k) => k > 0)).toBe(true)
    }
    expect(day[0]).toBeLessThanOrEqual(67_250 * 0.9 + (day[1]! - day[0]!))
    expect(day.at(-1)).toBeGreaterThanOrEqual(67_250 * 1.1 - (day[1]! - day[0]!))
    expect(quarter[0]).toBeLessThan(day[0]!)
    expect(quarter.at(-1)).toBeGreaterThan(day.at(-1)!)
  })
})

describe('the makers’ ladder', () => {
  const value = (markPrice: number, vega: number, T: number) => ({
    markPrice,
    markIv: 0.6,
    greeks: { delta: 0.5, gamma: 0, vega, theta: 0, rho: 0 },
    indexPrice: 100,
    forward: 100,
    T,
  })
  const units = symbolUnits(0.01, 0.1)

  it('widens with vega and with time, bids under asks', () => {
    const short = quoteLadder(value(5, 10, 0.01), units)
    const long = quoteLadder(value(5, 10, 1), units)
    const vegaRich = quoteLadder(value(5, 40, 0.01), units)
    expect(long.half).toBeGreaterThan(short.half)
    expect(vegaRich.half).toBeGreaterThan(short.half)
    expect(short.bids).toHaveLength(3)
    expect(short.asks).toHaveLength(3)
    expect(Math.max(...short.bids)).toBeLessThan(Math.min(...short.asks))
    expect(short.bids[0]! * 0.01).toBeLessThan(5)
    expect(short.asks[0]! * 0.01).toBeGreaterThan(5)
  })

  it('never bids under one tick', () => {
    const worthless = quoteLadder(value(0.004, 0.01, 0.01), units)
    expect(worthless.bids).toEqual([])
    expect(worthless.asks[0]).toBeGreaterThanOrEqual(1)
  })
})
