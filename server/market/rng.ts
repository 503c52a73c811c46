export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Standard normal. */
  normal(): number
}

/** mulberry32: small, fast and good enough for a price simulation; seeded for reproducible tests. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  let spare: number | undefined
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const normal = (): number => {
    if (spare !== undefined) {
      const s = spare
      spare = undefined
      return s
    }
    // Box-Muller; 1 - u keeps the logarithm away from zero.
    const u = 1 - next()
    const v = next()
    const r = Math.sqrt(-2 * Math.log(u))
    spare = r * Math.sin(2 * Math.PI * v)
    return r * Math.cos(2 * Math.PI * v)
  }
  return { next, normal }
}
