/**
 * Levenberg–Marquardt with box bounds: each step solves (JᵀJ + λ·diag(JᵀJ))δ = −Jᵀr and is then
 * projected into the box; λ shrinks after a step that lowers the cost and grows after one that
 * does not. The Jacobian is taken by central differences, which is all a 3–5 parameter smile needs.
 */
export interface Box {
  lower: readonly number[]
  upper: readonly number[]
}

export interface LeastSquaresResult {
  params: number[]
  /** Sum of squared residuals. */
  cost: number
}

const MAX_ITERATIONS = 300

function clampInto(p: readonly number[], box: Box): number[] {
  return p.map((x, i) => Math.min(box.upper[i] ?? x, Math.max(box.lower[i] ?? x, x)))
}

const sumOfSquares = (r: readonly number[]) => r.reduce((s, x) => s + x * x, 0)

function jacobian(f: (p: number[]) => number[], p: readonly number[]): number[][] {
  return p.map((x, j) => {
    const h = 1e-6 * Math.max(Math.abs(x), 1e-3)
    const up = f(p.map((y, i) => (i === j ? x + h : y)))
    const down = f(p.map((y, i) => (i === j ? x - h : y)))
    return up.map((u, i) => (u - (down[i] ?? 0)) / (2 * h))
  })
}

/** Solves A·x = b by Gaussian elimination with partial pivoting; null if A is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] ?? 0])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) {
      if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[pivot]?.[c] ?? 0)) pivot = r
    }
    const top = m[pivot] as number[]
    if (!(Math.abs(top[c] ?? 0) > 0)) return null
    m[pivot] = m[c] as number[]
    m[c] = top
    for (let r = c + 1; r < n; r++) {
      const row = m[r] as number[]
      const factor = (row[c] ?? 0) / (top[c] ?? 1)
      for (let k = c; k <= n; k++) row[k] = (row[k] ?? 0) - factor * (top[k] ?? 0)
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[]
    let s = row[n] ?? 0
    for (let k = r + 1; k < n; k++) s -= (row[k] ?? 0) * (x[k] ?? 0)
    x[r] = s / (row[r] ?? 1)
  }
  return x
}

export function levenbergMarquardt(
  residuals: (p: number[]) => number[],
  start: readonly number[],
  box: Box,
): LeastSquaresResult {
  let p = clampInto(start, box)
  let r = residuals(p)
  let cost = sumOfSquares(r)
  let lambda = 1e-3
  for (let iteration = 0; iteration < MAX_ITERATIONS && cost > 0; iteration++) {
    const columns = jacobian(residuals, p)
    const n = p.length
    const jtj = columns.map((ci) =>
      columns.map((cj) => ci.reduce((s, x, k) => s + x * (cj[k] ?? 0), 0)),
    )
    const jtr = columns.map((ci) => ci.reduce((s, x, k) => s + x * (r[k] ?? 0), 0))
    let improved = false
    while (lambda < 1e16) {
      const damped = jtj.map((row, i) =>
        row.map((x, j) => (i === j ? x + lambda * Math.max(x, 1e-12) : x)),
      )
      const step = solve(
        damped,
        jtr.map((x) => -x),
      )
      const candidate = step
        ? clampInto(
            p.map((x, i) => x + (step[i] ?? 0)),
            box,
          )
        : p
      const candidateResiduals = residuals(candidate)
      const candidateCost = sumOfSquares(candidateResiduals)
      if (step && candidateCost < cost) {
        const moved = candidate.some(
          (x, i) => Math.abs(x - (p[i] ?? 0)) > 1e-15 * Math.max(1, Math.abs(x)),
        )
        const gain = (cost - candidateCost) / cost
        p = candidate
        r = candidateResiduals
        cost = candidateCost
        lambda = Math.max(lambda / 3, 1e-12)
        improved = moved && gain > 1e-15
        break
      }
      lambda *= 4
    }
    if (!improved || n === 0) break
  }
  return { params: p, cost }
}
