import { uint32Stream } from './rng.ts'
import { SOBOL_DIRECTIONS } from './sobol-directions.ts'

/**
 * Sobol' low-discrepancy points built the way scipy.stats.qmc.Sobol builds them (30 bits, Gray-code
 * order, the first point all zeros), so that the unshifted sequence equals scipy's
 * `Sobol(d, scramble=False)` point for point. A seed applies a random digital shift (XOR of one
 * 30-bit number per dimension), which keeps the low discrepancy and makes the estimate random.
 */
export const SOBOL_BITS = 30
export const SOBOL_MAX_DIMS = SOBOL_DIRECTIONS.length + 1
const SCALE = 2 ** -SOBOL_BITS

let table: Uint32Array | null = null

/** Direction numbers v[d · 30 + j], already shifted to their bit position. */
function directions(): Uint32Array {
  if (table) return table
  const v = new Uint32Array(SOBOL_MAX_DIMS * SOBOL_BITS)
  for (let j = 0; j < SOBOL_BITS; j++) v[j] = 1
  SOBOL_DIRECTIONS.forEach(([poly = 1, ...init], k) => {
    const row = (k + 1) * SOBOL_BITS
    const m = init.length
    init.forEach((x, j) => (v[row + j] = x))
    for (let j = m; j < SOBOL_BITS; j++) {
      let next = v[row + j - m] ?? 0
      for (let i = 0; i < m; i++) {
        if ((poly >> (m - 1 - i)) & 1) next ^= (v[row + j - i - 1] ?? 0) << (i + 1)
      }
      v[row + j] = next
    }
  })
  for (let d = 0; d < SOBOL_MAX_DIMS; d++) {
    for (let j = 0; j < SOBOL_BITS; j++) {
      const at = d * SOBOL_BITS + j
      v[at] = (v[at] ?? 0) * 2 ** (SOBOL_BITS - 1 - j)
    }
  }
  table = v
  return v
}

export interface SobolStream {
  /** Writes the next point's integer coordinates (0 … 2^30 − 1) into `out`. */
  next(out: Uint32Array): void
}

/**
 * A streaming generator: no allocation per point, for as many points as a simulation needs.
 * `start` jumps to that point index (its Gray code names the direction numbers to combine).
 */
export function sobolStream(dims: number, shiftSeed?: number, start = 0): SobolStream {
  if (!Number.isInteger(dims) || dims < 1 || dims > SOBOL_MAX_DIMS) {
    throw new RangeError(`Sobol points need 1 to ${SOBOL_MAX_DIMS} dimensions, got ${dims}`)
  }
  const v = directions()
  const x = new Uint32Array(dims)
  if (shiftSeed !== undefined) {
    const u32 = uint32Stream(shiftSeed)
    for (let d = 0; d < dims; d++) x[d] = u32() >>> (32 - SOBOL_BITS)
  }
  const gray = start ^ (start >>> 1)
  for (let bit = 0; bit < SOBOL_BITS; bit++) {
    if (!((gray >>> bit) & 1)) continue
    for (let d = 0; d < dims; d++) x[d] = (x[d] ?? 0) ^ (v[d * SOBOL_BITS + bit] ?? 0)
  }
  let index = start
  return {
    next(out) {
      if (index > start) {
        const bit = 31 - Math.clz32(index & -index)
        for (let d = 0; d < dims; d++) x[d] = (x[d] ?? 0) ^ (v[d * SOBOL_BITS + bit] ?? 0)
      }
      out.set(x)
      index++
    },
  }
}

/**
 * `count` points of `dims` dimensions, row-major, in [0, 1). The first point is NOT skipped:
 * unshifted it is all zeros, exactly as scipy returns it.
 */
export function sobolPoints(
  dims: number,
  count: number,
  shiftSeed?: number,
  start = 0,
): Float64Array {
  const stream = sobolStream(dims, shiftSeed, start)
  const point = new Uint32Array(dims)
  const out = new Float64Array(dims * count)
  for (let i = 0; i < count; i++) {
    stream.next(point)
    for (let d = 0; d < dims; d++) out[i * dims + d] = (point[d] ?? 0) * SCALE
  }
  return out
}
