import type { Performance, PerformanceTimeframe } from '../../protocol/trading.ts'
import { downsample, type EquityPoint } from './downsample.ts'

/** Most points a performance answer carries, the current equity included. */
export const MAX_POINTS = 500

const cents = (n: number): number => Math.round(n * 100) / 100

export interface SeriesInput {
  portfolioId: string
  timeframe: PerformanceTimeframe
  now: number
  /** Window start in epoch ms; null for ALL. */
  from: number | null
  /** Last snapshot before the window, if any: the window opens at its equity. */
  prior: EquityPoint | undefined
  /** Snapshots inside the window, oldest first. */
  points: readonly EquityPoint[]
  /** Equity right now; always the last point. */
  current: number
  maxPoints?: number
}

/**
 * The protocol `performance` answer. The chart starts at the window's start with the equity
 * carried over from before it (when history reaches back that far), so `change` covers the whole
 * timeframe; otherwise it starts at the first snapshot. A portfolio without history answers just
 * its current point and no change.
 */
export function buildPerformance(input: SeriesInput): Performance {
  const max = Math.max(2, input.maxPoints ?? MAX_POINTS)
  const series: EquityPoint[] = []
  if (input.prior && input.from !== null)
    series.push({ time: input.from, equity: input.prior.equity })
  for (const p of input.points) if (p.time < input.now) series.push(p)

  const points = downsample(series, max - 1).map((p) => ({ time: p.time, equity: cents(p.equity) }))
  const endEquity = cents(input.current)
  points.push({ time: input.now, equity: endEquity })
  const startEquity = points[0]?.equity ?? endEquity
  const change = cents(endEquity - startEquity)
  return {
    portfolioId: input.portfolioId,
    timeframe: input.timeframe,
    points,
    startEquity,
    endEquity,
    change,
    changePercent: startEquity > 0 ? Number(((change / startEquity) * 100).toFixed(4)) : 0,
  }
}
