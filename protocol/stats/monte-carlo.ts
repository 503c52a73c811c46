import { cholesky } from './linalg.ts'
import { normalQuantile } from './normal.ts'
import { SOBOL_BITS, SOBOL_MAX_DIMS, sobolStream } from './qmc.ts'
import { tailOfSorted } from './risk.ts'
import { uint32Stream } from './rng.ts'

export type Sampler = 'pseudo' | 'sobol'

export interface MonteCarloInput {
  /** USD, signed (negative: short). */
  exposures: readonly number[]
  /** Mean and covariance of daily LOG returns log(1 + r). */
  logMeans: readonly number[]
  logCov: readonly (readonly number[])[]
  horizonDays: number
  paths: number
  seed: number
  sampler: Sampler
  /** e.g. [0.95, 0.99] */
  levels: readonly number[]
  /** Called every `progressEvery` paths with the paths done, and once at the end. */
  onProgress?: (done: number) => void
  /** Default 4096. */
  progressEvery?: number
}

/**
 * Uniforms in (0, 1) for one path: 'pseudo' from xoshiro128** (32 bits, centred in their cell),
 * 'sobol' from the digitally shifted Sobol' sequence, likewise centred so that Φ⁻¹ never sees 0.
 * Beyond SOBOL_MAX_DIMS assets the extra dimensions are pseudo-random (a padded QMC).
 */
function uniformSource(dims: number, sampler: Sampler, seed: number): (u: Float64Array) => void {
  const u32 = uint32Stream(seed)
  const pseudo = (u: Float64Array, from: number) => {
    for (let d = from; d < dims; d++) u[d] = ((u32() >>> 0) + 0.5) * 2 ** -32
  }
  if (sampler === 'pseudo') return (u) => pseudo(u, 0)
  const sobolDims = Math.min(dims, SOBOL_MAX_DIMS)
  const stream = sobolStream(sobolDims, seed)
  const point = new Uint32Array(sobolDims)
  const scale = 2 ** -SOBOL_BITS
  return (u) => {
    stream.next(point)
    for (let d = 0; d < sobolDims; d++) u[d] = ((point[d] ?? 0) + 0.5) * scale
    pseudo(u, sobolDims)
  }
}

/**
 * Lognormal model: x ~ N(μ·h, Σ·h) through one Cholesky factor, P&L = Σ_i e_i · (exp(x_i) − 1).
 * VaR and ES per level from the sorted simulated P&L exactly as historicalVar does (no √h scaling:
 * the horizon is simulated). One sort serves every level; nothing is allocated per path.
 */
export function monteCarloVar(
  input: MonteCarloInput,
): { level: number; var: number; es: number }[] {
  const { exposures, logMeans, horizonDays: h, paths, levels } = input
  if (!Number.isInteger(paths) || paths < 1) throw new RangeError(`Bad path count ${paths}`)
  const n = exposures.length
  const lower = cholesky(input.logCov.map((row) => row.map((c) => c * h)))
  const l = new Float64Array(n * n)
  lower.forEach((row, i) => row.forEach((c, j) => (l[i * n + j] = c)))
  const drift = Float64Array.from({ length: n }, (_, i) => (logMeans[i] ?? 0) * h)
  const e = Float64Array.from(exposures)
  const u = new Float64Array(n)
  const z = new Float64Array(n)
  const pnl = new Float64Array(paths)
  const draw = uniformSource(n, input.sampler, input.seed)
  const every = input.progressEvery ?? 4096
  for (let p = 0; p < paths; p++) {
    draw(u)
    for (let j = 0; j < n; j++) z[j] = normalQuantile(u[j] ?? 0.5)
    let total = 0
    for (let i = 0; i < n; i++) {
      let x = drift[i] ?? 0
      const row = i * n
      for (let j = 0; j <= i; j++) x += (l[row + j] ?? 0) * (z[j] ?? 0)
      total += (e[i] ?? 0) * Math.expm1(x)
    }
    pnl[p] = total
    if (input.onProgress && (p + 1) % every === 0 && p + 1 < paths) input.onProgress(p + 1)
  }
  pnl.sort()
  input.onProgress?.(paths)
  return levels.map((level) => ({ level, ...tailOfSorted(pnl, level, 1) }))
}
