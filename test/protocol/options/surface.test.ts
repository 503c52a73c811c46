import { describe, expect, it } from 'vitest'
import { black76, impliedVol } from '../../../protocol/options/index.ts'
import {
  buildSurface,
  butterflyViolations,
  calendarViolations,
  fitSvi,
  impliedVolAt,
  type SurfaceInputs,
  type SviParams,
  type SviPoint,
  surfaceButterflyViolations,
  sviTotalVariance,
  totalVarianceAt,
  type VolSurface,
} from '../../../protocol/options/surface/index.ts'
import { createRng } from '../../../protocol/stats/rng.ts'
import { listedExpiries } from './expiries.ts'

const UNDERLYINGS: Record<string, SurfaceInputs> = {
  BTC: { atmVol: 0.5, skew: -0.35, curvature: 1.0 },
  ETH: { atmVol: 0.7, skew: -0.3, curvature: 1.2 },
  SOL: { atmVol: 1.0, skew: -0.25, curvature: 1.5 },
}
const EXPIRIES = listedExpiries(new Date('2026-03-11T13:20:00Z'))

/** Gatheral & Jacquier's example of an SVI slice with butterfly arbitrage (Axel Vogt's, T = 1). */
const VOGT: SviParams = { a: -0.041, b: 0.1331, rho: 0.306, m: 0.3586, sigma: 0.4153 }

const kGrid = (from: number, to: number, n: number) =>
  Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1))

function noisyPoints(params: SviParams, T: number, seed: number, volNoise: number): SviPoint[] {
  const rng = createRng(seed)
  const width = Math.min(2.5, 4 * Math.sqrt(sviTotalVariance(params, 0)))
  return kGrid(-width, width, 25).map((k) => {
    const vol = Math.sqrt(sviTotalVariance(params, k) / T) * (1 + volNoise * (2 * rng.next() - 1))
    return { k, w: vol * vol * T }
  })
}

describe('the listed expiries of a day', () => {
  it('runs daily for a week, weekly for a month, monthly for a quarter, quarterly for a year', () => {
    expect(EXPIRIES.slice(0, 7).map((T) => Math.round(T * 365 * 24))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((d) => d * 24 - 5),
    )
    expect(EXPIRIES.at(-1)).toBeLessThanOrEqual(1 + 7 / 365)
    expect(EXPIRIES.at(-1)).toBeGreaterThan(0.75)
    expect(EXPIRIES.length).toBeGreaterThanOrEqual(12)
  })
})

describe('the built surface', () => {
  for (const [name, inputs] of Object.entries(UNDERLYINGS)) {
    it(`${name}: every expiry of the day is free of butterfly and calendar arbitrage`, () => {
      const surface = buildSurface(inputs, EXPIRIES)
      expect(surface.slices.map((s) => s.T)).toEqual(EXPIRIES)
      expect(surfaceButterflyViolations(surface)).toEqual([])
      expect(calendarViolations(surface)).toEqual([])
      const T = EXPIRIES[10] as number
      expect(impliedVolAt(surface, T, 0)).toBeCloseTo(inputs.atmVol as number, 12)
      // Puts richer than calls: the smile leans left.
      expect(impliedVolAt(surface, T, -0.2)).toBeGreaterThan(impliedVolAt(surface, T, 0.2))
    })
  }

  it('stays clean when given too much curvature, extreme skew or a falling ATM term structure', () => {
    const surface = buildSurface(
      { atmVol: (T) => 1.2 - 0.8 * T, skew: -1.5, curvature: 10, flattening: 2 },
      EXPIRIES,
    )
    expect(surfaceButterflyViolations(surface)).toEqual([])
    expect(calendarViolations(surface)).toEqual([])
  })

  it('prices through black76 and gives the volatility back through impliedVol', () => {
    const surface = buildSurface(UNDERLYINGS.ETH as SurfaceInputs, EXPIRIES)
    const F = 3_000
    for (const T of [EXPIRIES[0] as number, 0.1, EXPIRIES.at(-1) as number]) {
      for (const K of [1_500, 2_400, 2_900, 3_000, 3_100, 3_600, 6_000]) {
        const k = Math.log(K / F)
        const sigma = impliedVolAt(surface, T, k)
        const kind = K < F ? 'put' : 'call'
        const { price } = black76(kind, F, K, T, 0.03, sigma)
        const iv = impliedVol(kind, price, F, K, T, 0.03)
        expect(iv.kind).toBe('ok')
        if (iv.kind === 'ok') expect(Math.abs(iv.sigma - sigma)).toBeLessThan(1e-10 * sigma)
      }
    }
  })
})

describe('interpolation between expiries', () => {
  const surface = buildSurface(UNDERLYINGS.BTC as SurfaceInputs, [0.1, 0.5])
  const [early, late] = surface.slices as [VolSurface['slices'][0], VolSurface['slices'][0]]

  it('matches each slice at its expiry and is linear in total variance between them', () => {
    for (const k of [-0.5, 0, 0.4]) {
      expect(totalVarianceAt(surface, 0.1, k)).toBeCloseTo(sviTotalVariance(early.params, k), 14)
      expect(totalVarianceAt(surface, 0.5, k)).toBeCloseTo(sviTotalVariance(late.params, k), 14)
      const mid = (sviTotalVariance(early.params, k) + sviTotalVariance(late.params, k)) / 2
      expect(totalVarianceAt(surface, 0.3, k)).toBeCloseTo(mid, 14)
    }
  })

  it('holds the first volatility before the first expiry and extends forward variance after', () => {
    expect(impliedVolAt(surface, 0.01, -0.3)).toBeCloseTo(impliedVolAt(surface, 0.1, -0.3), 14)
    const slope = (sviTotalVariance(late.params, 0.2) - sviTotalVariance(early.params, 0.2)) / 0.4
    expect(totalVarianceAt(surface, 1, 0.2)).toBeCloseTo(
      sviTotalVariance(late.params, 0.2) + 0.5 * slope,
      14,
    )
    expect(() => impliedVolAt(surface, 0, 0)).toThrow(RangeError)
  })
})

describe('the arbitrage checks', () => {
  it('find the negative density of an arbitrageable SVI slice', () => {
    const found = butterflyViolations(VOGT)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((v) => v.kind === 'negative_density')).toBe(true)
    expect(
      butterflyViolations({ ...VOGT, a: -0.2 }).some((v) => v.kind === 'negative_variance'),
    ).toBe(true)
  })

  it('find an inverted term structure', () => {
    const surface = buildSurface(UNDERLYINGS.SOL as SurfaceInputs, [0.1, 0.2])
    const [early, late] = surface.slices
    if (!early || !late) throw new Error('two slices expected')
    const inverted: VolSurface = {
      slices: [
        { T: 0.1, params: late.params },
        { T: 0.2, params: early.params },
      ],
    }
    const found = calendarViolations(inverted)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((v) => v.w2 < v.w1)).toBe(true)
  })
})

describe('fitting SVI', () => {
  it('recovers known parameters from noiseless points', () => {
    const truth: SviParams = { a: 0.02, b: 0.25, rho: -0.4, m: 0.05, sigma: 0.2 }
    const points = kGrid(-1, 1, 21).map((k) => ({ k, w: sviTotalVariance(truth, k) }))
    const { params, rmse, method } = fitSvi(points)
    expect(method).toBe('svi')
    expect(rmse).toBeLessThan(1e-12)
    for (const key of ['a', 'b', 'rho', 'm', 'sigma'] as const) {
      expect(Math.abs(params[key] - truth[key])).toBeLessThan(1e-7)
    }
  })

  it('repairs points drawn from an arbitrageable slice into a clean one', () => {
    const points = kGrid(-1.5, 1.5, 31).map((k) => ({ k, w: sviTotalVariance(VOGT, k) }))
    const fit = fitSvi(points)
    expect(fit.method).not.toBe('svi')
    expect(butterflyViolations(fit.params)).toEqual([])
    expect(fit.rmse).toBeLessThan(0.01)
  })

  for (const [name, inputs] of Object.entries(UNDERLYINGS)) {
    it(`${name}: a fit of every expiry to noisy quotes is free of butterfly and calendar arbitrage`, () => {
      const model = buildSurface(inputs, EXPIRIES)
      const slices: VolSurface['slices'][number][] = []
      model.slices.forEach((slice, i) => {
        const points = noisyPoints(slice.params, slice.T, 1000 * i + 7, 0.01)
        const fit = fitSvi(points, { floor: slices.at(-1)?.params })
        // ±1 % uniform noise in volatility is about 1.2 % rms in total variance.
        const rmsW = Math.sqrt(points.reduce((sum, p) => sum + p.w * p.w, 0) / points.length)
        expect(fit.rmse).toBeLessThan(0.015 * rmsW)
        slices.push({ T: slice.T, params: fit.params })
      })
      const fitted: VolSurface = { slices }
      expect(surfaceButterflyViolations(fitted)).toEqual([])
      expect(calendarViolations(fitted)).toEqual([])
    })
  }
})
