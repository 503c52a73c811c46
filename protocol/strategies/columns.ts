/**
 * Columnar versions of protocol/indicators/* on Float64Array (NaN for the chart's null), O(n)
 * each. The arithmetic follows those functions step for step so both give the same numbers.
 */

function nanColumn(n: number): Float64Array {
  return new Float64Array(n).fill(Number.NaN)
}

export function smaColumn(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length)
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    sum += values[i] ?? 0
    if (i >= period) sum -= values[i - period] ?? 0
    if (i >= period - 1) out[i] = sum / period
  }
  return out
}

/** SMA-seeded EMA; leading NaN (another series' warm-up) is skipped, a later NaN holds. */
export function emaColumn(values: Float64Array, period: number): Float64Array {
  const n = values.length
  const out = nanColumn(n)
  let start = 0
  while (start < n && Number.isNaN(values[start] ?? 0)) start++
  const seedEnd = start + period - 1
  if (seedEnd >= n) return out
  let sum = 0
  for (let i = start; i <= seedEnd; i++) {
    const v = values[i] ?? 0
    sum += Number.isNaN(v) ? 0 : v
  }
  let average = sum / period
  out[seedEnd] = average
  const k = 2 / (period + 1)
  for (let i = seedEnd + 1; i < n; i++) {
    const v = values[i] ?? 0
    average += ((Number.isNaN(v) ? average : v) - average) * k
    out[i] = average
  }
  return out
}

/** Wilder's RSI; 100 with no losses, a neutral 50 when nothing moved. */
export function rsiColumn(values: Float64Array, period: number): Float64Array {
  const n = values.length
  const out = nanColumn(n)
  if (n <= period) return out
  const strength = (gain: number, loss: number) =>
    loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss)
  let gain = 0
  let loss = 0
  for (let i = 1; i <= period; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0)
    if (change > 0) gain += change
    else loss -= change
  }
  gain /= period
  loss /= period
  out[period] = strength(gain, loss)
  for (let i = period + 1; i < n; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0)
    gain = (gain * (period - 1) + Math.max(change, 0)) / period
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period
    out[i] = strength(gain, loss)
  }
  return out
}

/**
 * Bollinger bands (population standard deviation, as protocol/indicators/bollinger.ts) in O(n).
 * Running sums of squares lose the digits of a small spread on a large price, so the sums are
 * kept around an anchor near the data (the window's mean) and recomputed exactly from the window
 * every `period` bars: O(1) amortised per bar, and the deviations summed stay small.
 */
export function bollingerColumns(values: Float64Array, period: number, deviations: number) {
  const n = values.length
  const middle = nanColumn(n)
  const upper = nanColumn(n)
  const lower = nanColumn(n)
  let sum = 0
  let anchor = 0
  let s1 = 0
  let s2 = 0
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? 0
    sum += v
    if (i >= period) sum -= values[i - period] ?? 0
    if (i < period - 1) continue
    const mean = sum / period
    if ((i - period + 1) % period === 0) {
      anchor = mean
      s1 = 0
      s2 = 0
      for (let j = i - period + 1; j <= i; j++) {
        const d = (values[j] ?? 0) - anchor
        s1 += d
        s2 += d * d
      }
    } else {
      const dIn = v - anchor
      const dOut = (values[i - period] ?? 0) - anchor
      s1 += dIn - dOut
      s2 += dIn * dIn - dOut * dOut
    }
    const m1 = s1 / period
    const variance = Math.max(0, s2 / period - m1 * m1)
    const spread = deviations * Math.sqrt(variance)
    middle[i] = mean
    upper[i] = mean + spread
    lower[i] = mean - spread
  }
  return { middle, upper, lower }
}

/**
 * The highest (sign 1) or lowest (sign −1) of the `period` values before each index, the index
 * itself excluded (a breakout compares the close with the range it broke out of). A monotonic
 * queue of indices keeps it O(n).
 */
export function extremeColumn(values: Float64Array, period: number, sign: 1 | -1): Float64Array {
  const n = values.length
  const out = nanColumn(n)
  const queue = new Int32Array(n)
  let head = 0
  let tail = 0
  for (let j = 0; j < n - 1; j++) {
    const v = sign * (values[j] ?? 0)
    while (tail > head && sign * (values[queue[tail - 1] ?? 0] ?? 0) <= v) tail--
    queue[tail++] = j
    if ((queue[head] ?? 0) <= j - period) head++
    if (j >= period - 1) out[j + 1] = values[queue[head] ?? 0] ?? Number.NaN
  }
  return out
}
