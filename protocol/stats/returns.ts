export interface EquityPoint {
  /** Epoch ms. */
  time: number
  equity: number
}

/** Money moved into (+) or out of (−) the portfolio at `time` (epoch ms). */
export interface CashFlow {
  time: number
  amount: number
}

/**
 * One modified-Dietz return per points[i], i ≥ 1, for the period (points[i-1].time, points[i].time]:
 * r = (E1 − E0 − F) / (E0 + Σ w_k F_k), F = Σ F_k, w_k = (t1 − t_k) / (t1 − t0): a flow counts
 * for the share of the period it was invested. A denominator ≤ 0 gives NaN (nothing invested).
 */
export function dietzReturns(
  points: readonly EquityPoint[],
  flows: readonly CashFlow[],
): { time: number; r: number }[] {
  const sorted = [...flows].sort((a, b) => a.time - b.time)
  const out: { time: number; r: number }[] = []
  let k = 0
  const first = points[0]
  if (!first) return out
  while (k < sorted.length && (sorted[k]?.time ?? 0) <= first.time) k++
  for (let i = 1; i < points.length; i++) {
    const p0 = points[i - 1] as EquityPoint
    const p1 = points[i] as EquityPoint
    const span = p1.time - p0.time
    let total = 0
    let weighted = 0
    for (; k < sorted.length; k++) {
      const f = sorted[k] as CashFlow
      if (f.time > p1.time) break
      total += f.amount
      weighted += span > 0 ? ((p1.time - f.time) / span) * f.amount : 0
    }
    const denominator = p0.equity + weighted
    out.push({
      time: p1.time,
      r: denominator > 0 ? (p1.equity - p0.equity - total) / denominator : Number.NaN,
    })
  }
  return out
}

/** Time-weighted return: Π(1 + r) − 1 over the observed returns (0 for none). */
export function twr(returns: readonly number[]): number {
  let w = 1
  for (const r of returns) if (!Number.isNaN(r)) w *= 1 + r
  return w - 1
}

const YEAR_MS = 365 * 86_400_000
const XIRR_LOW = -0.999999
const XIRR_HIGH = 1e6
const XIRR_TOL = 1e-12

/**
 * XIRR, annual, actual/365: the x with Σ amount_k / (1 + x)^((t_k − t_0) / 365 days) = 0, in the
 * investor's view (money put in negative, the final value positive). Newton from 10 %, then a
 * bisection on the sign change nearest to 0 % when Newton leaves the range or stalls. null when
 * the amounts do not change sign or no root lies in (−0.999999, 1e6).
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null
  const t0 = Math.min(...flows.map((f) => f.time))
  const years = flows.map((f) => (f.time - t0) / YEAR_MS)
  const amounts = flows.map((f) => f.amount)
  const value = (x: number) => {
    const l = Math.log1p(x)
    let s = 0
    for (let k = 0; k < years.length; k++) s += (amounts[k] ?? 0) * Math.exp(-(years[k] ?? 0) * l)
    return s
  }
  const slope = (x: number) => {
    const l = Math.log1p(x)
    let s = 0
    for (let k = 0; k < years.length; k++) {
      const y = years[k] ?? 0
      s -= y * (amounts[k] ?? 0) * Math.exp(-(y + 1) * l)
    }
    return s
  }
  let x = 0.1
  for (let iter = 0; iter < 100; iter++) {
    const step = value(x) / slope(x)
    const next = x - step
    if (!Number.isFinite(next) || next <= XIRR_LOW || next >= XIRR_HIGH) break
    if (Math.abs(next - x) <= XIRR_TOL * Math.max(1, Math.abs(next))) return next
    x = next
  }
  return bisect(value)
}

/** Bisection on the bracket nearest to 0 %, found on a grid that is even in log(1 + x). */
function bisect(value: (x: number) => number): number | null {
  const steps = 400
  const lo = Math.log1p(XIRR_LOW)
  const hi = Math.log1p(XIRR_HIGH)
  let best: [number, number] | null = null
  let prevX = XIRR_LOW
  let prevF = value(prevX)
  for (let s = 1; s <= steps; s++) {
    const x = s === steps ? XIRR_HIGH : Math.expm1(lo + ((hi - lo) * s) / steps)
    const f = value(x)
    if (prevF === 0) return prevX
    if (Math.sign(f) !== Math.sign(prevF) && f !== 0) {
      const distance = Math.min(Math.abs(prevX), Math.abs(x))
      if (!best || distance < Math.min(Math.abs(best[0]), Math.abs(best[1]))) best = [prevX, x]
    } else if (f === 0) return x
    prevX = x
    prevF = f
  }
  if (!best) return null
  let [a, b] = best
  let fa = value(a)
  while (b - a > XIRR_TOL * Math.max(1, Math.abs(a))) {
    const m = a + (b - a) / 2
    const fm = value(m)
    if (fm === 0) return m
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m
      fa = fm
    } else b = m
  }
  return a + (b - a) / 2
}
