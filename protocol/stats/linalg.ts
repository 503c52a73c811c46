/**
 * Lower-triangular L with L·Lᵀ = m. A covariance estimated from few days, or with two assets
 * moving as one, is only semi-definite: then a diagonal jitter, starting at 1e-12 of the largest
 * variance and growing tenfold, is added until the factorisation succeeds.
 */
export function cholesky(m: readonly (readonly number[])[]): number[][] {
  const n = m.length
  let scale = 0
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(m[i]?.[i] ?? 0))
  if (scale === 0) return m.map(() => new Array<number>(n).fill(0))
  for (let jitter = 0, tries = 0; tries < 12; tries++) {
    const l = factor(m, jitter)
    if (l) return l
    jitter = jitter === 0 ? scale * 1e-12 : jitter * 10
  }
  throw new RangeError('Matrix is not positive semi-definite')
}

function factor(m: readonly (readonly number[])[], jitter: number): number[][] | null {
  const n = m.length
  const l = m.map(() => new Array<number>(n).fill(0))
  for (let j = 0; j < n; j++) {
    const lj = l[j] as number[]
    let d = (m[j]?.[j] ?? 0) + jitter
    for (let k = 0; k < j; k++) d -= (lj[k] ?? 0) ** 2
    if (!(d > 0)) return null
    const djj = Math.sqrt(d)
    lj[j] = djj
    for (let i = j + 1; i < n; i++) {
      const li = l[i] as number[]
      let s = m[i]?.[j] ?? 0
      for (let k = 0; k < j; k++) s -= (li[k] ?? 0) * (lj[k] ?? 0)
      li[j] = s / djj
    }
  }
  return l
}
