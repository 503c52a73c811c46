import { describe, expect, it } from 'vitest'
import { black76, blackScholes, impliedVol } from '../../../protocol/options/index.ts'
import { gridPoints } from './grid.ts'

/**
 * Where a price does not determine its volatility to the test's precision, the round trip is
 * skipped and counted: the price is below 1e-300 (subnormal or zero), or one rounding of it moves
 * the volatility by more than 1e-11 relative (ε·price / (vega·σ) > 1e-11: deep in the money, the
 * time value is lost in the intrinsic value's last bits).
 */
function determined(price: number, vega: number, sigma: number): boolean {
  return price >= 1e-300 && (Number.EPSILON * price) / (vega * sigma) <= 1e-11
}

function roundTrip(
  points: { kind: 'call' | 'put'; F: number; K: number; T: number; r: number; sigma: number }[],
) {
  let skipped = 0
  const misses: string[] = []
  for (const p of points) {
    const { price, vega } = black76(p.kind, p.F, p.K, p.T, p.r, p.sigma)
    if (!determined(price, vega, p.sigma)) {
      skipped++
      continue
    }
    const iv = impliedVol(p.kind, price, p.F, p.K, p.T, p.r)
    const sigma = iv.kind === 'ok' ? iv.sigma : Number.NaN
    if (!(Math.abs(sigma - p.sigma) <= 1e-10 * p.sigma)) {
      misses.push(
        `${p.kind} F=${p.F} K=${p.K} T=${p.T} r=${p.r} σ=${p.sigma} → ${JSON.stringify(iv)}`,
      )
    }
  }
  return { skipped, misses }
}

describe('implied volatility round trip', () => {
  it('gives back every volatility of the 10,240-point scipy grid to 1e-10', () => {
    const points = gridPoints().map((p) => ({ ...p, F: p.S * Math.exp((p.r - p.q) * p.T) }))
    const { skipped, misses } = roundTrip(points)
    expect(misses.slice(0, 5)).toEqual([])
    // Deep in the money, short and low-volatility: the price holds no volatility information.
    expect(skipped).toBeLessThan(3_000)
    expect(points.length - skipped).toBeGreaterThan(7_000)
  })

  it('does so on 20,000 random points far beyond the grid (S/K 0.01 to 100, σ√T 1e-3 to 6)', () => {
    let seed = 12_345
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const points = Array.from({ length: 20_000 }, () => {
      const T = Math.exp(Math.log(1 / 8760) + random() * Math.log(10 * 8760))
      const s = Math.exp(Math.log(1e-3) + random() * Math.log(6e3))
      return {
        kind: random() < 0.5 ? ('call' as const) : ('put' as const),
        F: 100 * Math.exp((random() - 0.5) * 2 * Math.log(100)),
        K: 100,
        T,
        r: -0.05 + random() * 0.2,
        sigma: s / Math.sqrt(T),
      }
    })
    const { skipped, misses } = roundTrip(points)
    expect(misses.slice(0, 5)).toEqual([])
    expect(skipped).toBeLessThan(12_000)
  })

  it('and the price back from the volatility matches the price', () => {
    for (const [kind, F, sigma] of [
      ['call', 60, 0.8],
      ['put', 140, 0.05],
      ['call', 100, 2.5],
    ] as const) {
      const { price } = black76(kind, F, 100, 7 / 365, -0.02, sigma)
      const iv = impliedVol(kind, price, F, 100, 7 / 365, -0.02)
      if (iv.kind !== 'ok') expect.fail(JSON.stringify(iv))
      expect(black76(kind, F, 100, 7 / 365, -0.02, iv.sigma).price).toBeCloseTo(price, 13)
    }
  })
})

describe('explicit results instead of NaN', () => {
  it('a price below the discounted intrinsic value is below_intrinsic', () => {
    const intrinsic = Math.exp(-0.03) * (150 - 100)
    expect(impliedVol('call', intrinsic * (1 - 1e-9), 150, 100, 1, 0.03)).toEqual({
      kind: 'below_intrinsic',
    })
    expect(impliedVol('put', 0.5, 50, 100, 1, 0)).toEqual({ kind: 'below_intrinsic' })
    expect(impliedVol('call', -1, 100, 100, 1, 0)).toEqual({ kind: 'below_intrinsic' })
  })

  it('a price at or above the supremum is above_maximum', () => {
    expect(impliedVol('call', 100, 100, 90, 1, 0)).toEqual({ kind: 'above_maximum' })
    expect(impliedVol('call', 101 * Math.exp(0.1), 100, 90, 1, -0.1)).toEqual({
      kind: 'above_maximum',
    })
    expect(impliedVol('put', 90 * Math.exp(-0.05), 100, 90, 1, 0.05)).toEqual({
      kind: 'above_maximum',
    })
  })

  it('a price equal to the intrinsic value has zero volatility', () => {
    expect(impliedVol('put', 0, 120, 100, 1, 0)).toEqual({ kind: 'ok', sigma: 0 })
    expect(impliedVol('call', 20, 120, 100, 1, 0)).toEqual({ kind: 'ok', sigma: 0 })
  })

  it('inputs that are not prices are invalid_input, never a throw', () => {
    for (const args of [
      [Number.NaN, 100, 100, 1, 0],
      [1, 0, 100, 1, 0],
      [1, 100, -5, 1, 0],
      [1, 100, 100, 0, 0],
      [1, 100, 100, 1, Infinity],
    ] as const) {
      const [price, F, K, T, r] = args
      expect(impliedVol('call', price, F, K, T, r)).toEqual({ kind: 'invalid_input' })
    }
  })

  it('solves deep in-the-money puts with negative rates through parity', () => {
    const value = blackScholes('put', 20, 100, 0.5, -0.02, 0, 1.2)
    const F = 20 * Math.exp(-0.02 * 0.5)
    const iv = impliedVol('put', value.price, F, 100, 0.5, -0.02)
    expect(iv.kind === 'ok' && Math.abs(iv.sigma - 1.2) < 1e-12).toBe(true)
  })
})
