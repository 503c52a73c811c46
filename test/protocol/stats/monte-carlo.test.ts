import { describe, expect, it } from 'vitest'
import {
  createRng,
  monteCarloVar,
  SOBOL_MAX_DIMS,
  sobolPoints,
  type MonteCarloInput,
} from '../../../protocol/stats/index.ts'
import { LOGNORMAL, SOBOL } from './fixtures.ts'

describe('Sobol points against scipy.stats.qmc.Sobol(d, scramble=False)', () => {
  const dims = SOBOL.dims
  it('has at least 64 dimensions and includes the all-zero first point, like scipy', () => {
    expect(SOBOL_MAX_DIMS).toBeGreaterThanOrEqual(64)
    expect(dims).toBe(SOBOL_MAX_DIMS)
    const points = sobolPoints(dims, SOBOL.first.length)
    const expected = SOBOL.first.flat().map((k) => k / 2 ** 30)
    expect(Array.from(points)).toEqual(expected)
  })

  it('equals scipy far along the sequence, where every direction number is used', () => {
    for (const { index, point } of SOBOL.late) {
      expect(Array.from(sobolPoints(dims, 1, undefined, index))).toEqual(
        point.map((k) => k / 2 ** 30),
      )
    }
  })

  it('keeps one point per 1/2^k interval in every dimension when shifted by a seed', () => {
    const count = 256
    const shifted = sobolPoints(SOBOL_MAX_DIMS, count, 42)
    expect(Array.from(shifted)).not.toEqual(Array.from(sobolPoints(SOBOL_MAX_DIMS, count)))
    for (let d = 0; d < SOBOL_MAX_DIMS; d++) {
      const cells = new Set<number>()
      for (let i = 0; i < count; i++)
        cells.add(Math.floor((shifted[i * SOBOL_MAX_DIMS + d] ?? 0) * count))
      expect(cells.size).toBe(count)
    }
    expect(() => sobolPoints(SOBOL_MAX_DIMS + 1, 1)).toThrow(RangeError)
  })
})

const oneAsset = (c: (typeof LOGNORMAL)[number], paths: number, sampler: 'pseudo' | 'sobol') =>
  monteCarloVar({
    exposures: [c.exposure],
    logMeans: [c.logMean],
    logCov: [[c.logSd ** 2]],
    horizonDays: c.horizonDays,
    paths,
    seed: 11,
    sampler,
    levels: [c.level],
  })[0]

describe('monteCarloVar', () => {
  it.each(LOGNORMAL)(
    'one asset (exposure $exposure, $level): within 4 standard errors of the exact lognormal VaR and ES',
    (c) => {
      const paths = 200_000
      const se = (se1: number) => se1 / Math.sqrt(paths)
      const pseudo = oneAsset(c, paths, 'pseudo')
      expect(Math.abs((pseudo?.var ?? 0) - c.var)).toBeLessThan(4 * se(c.varSe1))
      expect(Math.abs((pseudo?.es ?? 0) - c.es)).toBeLessThan(4 * se(c.esSe1))
      // A 1-d Sobol sample is a stratified grid: far inside the pseudo-random error.
      const sobol = oneAsset(c, 2 ** 16, 'sobol')
      expect(Math.abs((sobol?.var ?? 0) - c.var)).toBeLessThan(0.5 * se(c.varSe1))
      expect(Math.abs((sobol?.es ?? 0) - c.es)).toBeLessThan(0.5 * se(c.esSe1))
    },
  )

  // 20 positions, a strong common factor (ρ = 0.7): a smooth case where low discrepancy pays.
  const rng = createRng(5)
  const vols = Array.from({ length: 20 }, () => 0.01 + 0.03 * rng.next())
  const twenty: Omit<MonteCarloInput, 'paths' | 'seed' | 'sampler'> = {
    exposures: vols.map((_, i) => 5000 + 1000 * i),
    logMeans: vols.map(() => 0.0002),
    logCov: vols.map((a, i) => vols.map((b, j) => (i === j ? 1 : 0.7) * a * b)),
    horizonDays: 1,
    levels: [0.95, 0.99],
  }

  it('is deterministic for a seed and differs between seeds', () => {
    for (const sampler of ['pseudo', 'sobol'] as const) {
      const run = (seed: number) => monteCarloVar({ ...twenty, paths: 3000, seed, sampler })
      expect(run(7)).toEqual(run(7))
      expect(run(7)).not.toEqual(run(8))
    }
  })

  it('Sobol error is well below pseudo-random at the same paths and shrinks faster (8 seeds each)', () => {
    const reference = monteCarloVar({ ...twenty, paths: 2 ** 17, seed: 1, sampler: 'sobol' })[0]
    const rmse = (paths: number, sampler: 'pseudo' | 'sobol') => {
      let sum = 0
      for (let seed = 100; seed < 108; seed++) {
        const es = monteCarloVar({ ...twenty, paths, seed, sampler })[0]?.es ?? 0
        sum += (es - (reference?.es ?? 0)) ** 2
      }
      return Math.sqrt(sum / 8)
    }
    const pseudo = [rmse(2 ** 12, 'pseudo'), rmse(2 ** 14, 'pseudo')]
    const sobol = [rmse(2 ** 12, 'sobol'), rmse(2 ** 14, 'sobol')]
    // Measured: pseudo ≈ 230 → 110, Sobol ≈ 57 → 15 (USD, 95 % ES).
    expect(sobol[0]).toBeLessThan(0.5 * (pseudo[0] ?? 0))
    expect(sobol[1]).toBeLessThan(0.5 * (pseudo[1] ?? 0))
    expect(sobol[1]).toBeLessThan((sobol[0] ?? 0) / 2.5)
  })

  it('reports progress every progressEvery paths and once at the end', () => {
    const done: number[] = []
    monteCarloVar({
      ...twenty,
      paths: 10_000,
      seed: 3,
      sampler: 'pseudo',
      progressEvery: 4096,
      onProgress: (d) => done.push(d),
    })
    expect(done).toEqual([4096, 8192, 10_000])
  })

  it('pads beyond the Sobol dimensions with pseudo-random draws, and refuses no paths', () => {
    const n = SOBOL_MAX_DIMS + 3
    const [out] = monteCarloVar({
      exposures: new Array<number>(n).fill(100),
      logMeans: new Array<number>(n).fill(0),
      logCov: Array.from({ length: n }, (_, i) =>
        Array.from({ length: n }, (_, j) => (i === j ? 1e-4 : 0)),
      ),
      horizonDays: 1,
      paths: 512,
      seed: 1,
      sampler: 'sobol',
      levels: [0.95],
    })
    // n independent 1 % moves of 100 USD: σ ≈ 100 · 0.01 · √n, VaR ≈ 1.645 σ.
    expect(out?.var).toBeGreaterThan(0.8 * 1.645 * Math.sqrt(n))
    expect(out?.var).toBeLessThan(1.2 * 1.645 * Math.sqrt(n))
    expect(() => monteCarloVar({ ...twenty, paths: 0, seed: 1, sampler: 'pseudo' })).toThrow(
      RangeError,
    )
  })
})

describe('createRng', () => {
  it('is uniform on [0, 1) and the same for a seed', () => {
    const a = createRng(9)
    const b = createRng(9)
    let sum = 0
    let mismatches = 0
    let outside = 0
    for (let i = 0; i < 100_000; i++) {
      const x = a.next()
      if (x !== b.next()) mismatches++
      if (!(x >= 0 && x < 1)) outside++
      sum += x
    }
    expect([mismatches, outside]).toEqual([0, 0])
    // Mean of 100,000 uniforms: 0.5 ± 0.0009 (1 sd); 5 sd allowed.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.0046)
    expect(createRng(10).next()).not.toBe(createRng(9).next())
  })
})
