/**
 * Drawdowns of the wealth a returns series compounds to: W_0 = 1 before the first return,
 * W_t = W_{t−1} · (1 + r_t), a missing return (NaN) leaving W unchanged.
 */

/** W_t / max(W_0..W_t) − 1 for each period (≤ 0). */
export function drawdownSeries(r: readonly number[]): number[] {
  const out = new Array<number>(r.length)
  let w = 1
  let peak = 1
  for (let t = 0; t < r.length; t++) {
    const v = r[t] ?? Number.NaN
    if (!Number.isNaN(v)) w *= 1 + v
    if (w > peak) peak = w
    out[t] = w / peak - 1
  }
  return out
}

export interface MaxDrawdown {
  /** Negative fraction: −0.25 is a 25 % fall from the peak. */
  depth: number
  /** Last running peak before the trough (a missing period never is one); −1 for the start, W_0. */
  peakIndex: number
  troughIndex: number
  /** First index after the trough with W back at the peak's wealth; null if never. */
  recoveryIndex: number | null
}

/** The deepest drawdown (the first one on a tie); null when wealth never falls below a peak. */
export function maxDrawdown(r: readonly number[]): MaxDrawdown | null {
  let w = 1
  let peak = 1
  let peakIndex = -1
  let best: MaxDrawdown | null = null
  let bestPeakWealth = 1
  for (let t = 0; t < r.length; t++) {
    const v = r[t] ?? Number.NaN
    if (!Number.isNaN(v)) w *= 1 + v
    if (w >= peak) {
      // ">=": a peak touched again later is the last running peak before a later trough.
      if (!Number.isNaN(v)) {
        peak = w
        peakIndex = t
      }
      continue
    }
    const depth = w / peak - 1
    if (best === null || depth < best.depth) {
      best = { depth, peakIndex, troughIndex: t, recoveryIndex: null }
      bestPeakWealth = peak
    }
  }
  if (best === null) return null
  w = 1
  for (let t = 0; t < r.length; t++) {
    const v = r[t] ?? Number.NaN
    if (!Number.isNaN(v)) w *= 1 + v
    if (t > best.troughIndex && w >= bestPeakWealth) {
      best.recoveryIndex = t
      break
    }
  }
  return best
}
