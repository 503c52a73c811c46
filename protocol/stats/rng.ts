/**
 * xoshiro128** (Blackman & Vigna), seeded through splitmix32: fast, 32-bit integer only, and the
 * same stream for the same seed on every engine.
 */
export function uint32Stream(seed: number): () => number {
  let a = seed >>> 0
  const splitmix = () => {
    a = (a + 0x9e3779b9) | 0
    let t = a ^ (a >>> 16)
    t = Math.imul(t, 0x21f0aaad)
    t ^= t >>> 15
    t = Math.imul(t, 0x735a2d97)
    return (t ^ (t >>> 15)) >>> 0
  }
  let s0 = splitmix()
  let s1 = splitmix()
  let s2 = splitmix()
  let s3 = splitmix()
  return () => {
    const m = Math.imul(s1, 5)
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0
    const t = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = (s3 << 11) | (s3 >>> 21)
    return result
  }
}

/** Uniform in [0, 1) with 53 random bits, deterministic for a seed. */
export function createRng(seed: number): { next(): number } {
  const u32 = uint32Stream(seed)
  return { next: () => ((u32() >>> 5) * 67_108_864 + (u32() >>> 6)) / 9_007_199_254_740_992 }
}
