import type { EquityPoint } from '../../protocol/stats/index.ts'

// One equity point type for the server and the statistics (time in epoch ms).
export type { EquityPoint }

/**
 * Largest-Triangle-Three-Buckets: reduces a series to `max` points keeping its visual shape
 * (peaks and drawdowns survive, unlike averaging or taking every n-th point). The first and last
 * points are always kept. Input must be oldest first; at most `max` points come back unchanged.
 */
export function downsample(points: readonly EquityPoint[], max: number): EquityPoint[] {
  const n = points.length
  if (max >= n) return points.slice()
  const first = points[0]
  const last = points[n - 1]
  if (!first || !last || max <= 0) return []
  if (max === 1) return [last]
  if (max === 2) return [first, last]

  const out: EquityPoint[] = [first]
  const every = (n - 2) / (max - 2)
  let a = first
  for (let i = 0; i < max - 2; i++) {
    // Average of the next bucket: the third corner of the triangle.
    const nextStart = Math.floor((i + 1) * every) + 1
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, n)
    let avgT = 0
    let avgE = 0
    for (let j = nextStart; j < nextEnd; j++) {
      const p = points[j] as EquityPoint
      avgT += p.time
      avgE += p.equity
    }
    const count = Math.max(1, nextEnd - nextStart)
    avgT /= count
    avgE /= count
    if (nextEnd <= nextStart) {
      avgT = last.time
      avgE = last.equity
    }

    const start = Math.floor(i * every) + 1
    const end = Math.floor((i + 1) * every) + 1
    let best = points[start] as EquityPoint
    let bestArea = -1
    for (let j = start; j < end; j++) {
      const p = points[j] as EquityPoint
      const area = Math.abs(
        (a.time - avgT) * (p.equity - a.equity) - (a.time - p.time) * (avgE - a.equity),
      )
      if (area > bestArea) {
        bestArea = area
        best = p
      }
    }
    out.push(best)
    a = best
  }
  out.push(last)
  return out
}
