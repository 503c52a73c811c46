import { describe, expect, it } from 'vitest'
import { black76, blackScholes, type OptionValue } from '../../../protocol/options/index.ts'
import { agrees, gridPoints } from './grid.ts'

const GREEKS = ['price', 'delta', 'gamma', 'vega', 'theta', 'rho'] as const
const points = gridPoints()

describe('Black-Scholes against scipy on 10,240 points', () => {
  it('covers deep in and out of the money, one-hour expiries and negative rates', () => {
    expect(points.length).toBeGreaterThanOrEqual(10_000)
    expect(points.some((p) => p.T === 1 / 8760 && p.S / p.K === 0.2 && p.r < 0)).toBe(true)
    expect(points.some((p) => p.S / p.K === 5 && p.sigma === 3 && p.T === 3)).toBe(true)
  })

  it('prices and all five greeks agree to 1e-9 relative or 1e-12 absolute', () => {
    const misses: string[] = []
    for (const p of points) {
      const value = blackScholes(p.kind, p.S, p.K, p.T, p.r, p.q, p.sigma)
      for (const g of GREEKS) {
        if (!agrees(value[g], p.expected[g])) {
          misses.push(
            `${p.kind} S=${p.S} T=${p.T} r=${p.r} q=${p.q} σ=${p.sigma} ${g}: ${value[g]} vs ${p.expected[g]}`,
          )
        }
      }
    }
    expect(misses.slice(0, 5)).toEqual([])
    expect(misses.length).toBe(0)
  })

  it('every value is finite and put-call parity holds to 1e-12 of the spot', () => {
    const calls = points.filter((p) => p.kind === 'call')
    for (const p of calls) {
      const call = blackScholes('call', p.S, p.K, p.T, p.r, p.q, p.sigma)
      const put = blackScholes('put', p.S, p.K, p.T, p.r, p.q, p.sigma)
      for (const g of GREEKS) expect(Number.isFinite(call[g]) && Number.isFinite(put[g])).toBe(true)
      const forward = p.S * Math.exp(-p.q * p.T) - p.K * Math.exp(-p.r * p.T)
      expect(Math.abs(call.price - put.price - forward)).toBeLessThanOrEqual(1e-12 * p.S)
      expect(Math.abs(call.delta - put.delta - Math.exp(-p.q * p.T))).toBeLessThanOrEqual(1e-15)
      expect(call.gamma).toBe(put.gamma)
      expect(call.vega).toBe(put.vega)
    }
  })
})

describe('limits and conventions', () => {
  const limit = (kind: 'call' | 'put', S: number, T: number, sigma: number): OptionValue =>
    blackScholes(kind, S, 100, T, 0.05, 0.01, sigma)

  it('at expiry the price is intrinsic and delta a step', () => {
    expect(limit('call', 120, 0, 0.5)).toEqual({
      price: 20,
      delta: 1,
      gamma: 0,
      vega: 0,
      theta: expect.any(Number) as number,
      rho: 0,
    })
    expect(limit('put', 120, 0, 0.5).price).toBe(0)
    expect(limit('put', 80, 0, 0.5).delta).toBe(-1)
    expect(limit('call', 100, 0, 0.5).delta).toBe(0.5)
    const atm = limit('call', 100, 0, 0.5)
    expect([atm.gamma, atm.vega]).toEqual([0, 0])
    // Only the carry terms remain: −r·K·½ + q·S·½, per day.
    expect(atm.theta).toBeCloseTo((-0.05 * 50 + 0.01 * 50) / 365, 15)
  })

  it('zero volatility gives the discounted intrinsic value of the forward', () => {
    const T = 0.5
    const call = limit('call', 120, T, 0)
    expect(call.price).toBeCloseTo(120 * Math.exp(-0.01 * T) - 100 * Math.exp(-0.05 * T), 12)
    expect(call.delta).toBeCloseTo(Math.exp(-0.01 * T), 15)
    expect(call.gamma).toBe(0)
    // Out of the money on the forward: worth nothing, whatever the spot.
    expect(limit('call', 97, T, 0).price).toBe(0)
    expect(limit('call', 97, T, 0).delta).toBe(0)
  })

  it('theta is per calendar day and vega per 1.00 of volatility', () => {
    const T = 0.25
    const h = 1e-6
    const v = limit('call', 105, T, 0.4)
    const dT =
      (limit('call', 105, T - h, 0.4).price - limit('call', 105, T + h, 0.4).price) / (2 * h)
    expect(v.theta * 365).toBeCloseTo(dT, 5)
    const dSigma =
      (limit('call', 105, T, 0.4 + h).price - limit('call', 105, T, 0.4 - h).price) / (2 * h)
    expect(v.vega).toBeCloseTo(dSigma, 5)
  })

  it('Black-76 is Black-Scholes on the forward, with rho at a fixed forward', () => {
    const F = 105
    const value = black76('put', F, 100, 0.5, -0.01, 0.3)
    const same = blackScholes('put', F, 100, 0.5, -0.01, -0.01, 0.3)
    expect(value.price).toBe(same.price)
    expect(value.rho).toBeCloseTo(-0.5 * value.price, 14)
    const h = 1e-6
    const up = black76('put', F, 100, 0.5, -0.01 + h, 0.3).price
    const down = black76('put', F, 100, 0.5, -0.01 - h, 0.3).price
    expect(value.rho).toBeCloseTo((up - down) / (2 * h), 6)
  })

  it('rejects inputs that are not prices', () => {
    expect(() => blackScholes('call', -1, 100, 1, 0, 0, 0.2)).toThrow(RangeError)
    expect(() => black76('call', 100, 100, Number.NaN, 0, 0.2)).toThrow(RangeError)
    expect(() => black76('call', 100, 100, 1, 0, -0.2)).toThrow(RangeError)
  })
})
