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
  /** The portfolio's external flows (any order); each point carries their sum up to its time. */
  flows?: readonly { time: number; amount: number }[]
  maxPoints?: number
}

/** Cumulative net flows at each time of `times` (ascending). */
function netDepositsAt(
  times: readonly number[],
  flows: readonly { time: number; amount: number }[],
): number[] {
  const sorted = [...flows].sort((a, b) => a.time - b.time)
  let i = 0
  let sum = 0
  return times.map((t) => {
    for (; i < sorted.length && (sorted[i] as { time: number }).time <= t; i++)
      sum += (sorted[i] as { amount: number }).amount
    return cents(sum)
  })
}

/**
 * The protocol `performance` answer. The chart starts at the window's start with the equity
 * carried over from before it (when history reaches back that far), so `change` covers the whole
 * timeframe; otherwise it starts at the first snapshot. A portfolio without history answers just
 * its current point and no change. Every point carries the net deposits up to it, so a chart can
 * tell money put in from money earned.
 */
export function buildPerformance(input: SeriesInput): Performance {
  const max = Math.max(2, input.maxPoints ?? MAX_POINTS)
  const series: EquityPoint[] = []
  if (input.prior && input.from !== null)
    series.push({ time: input.from, equity: input.prior.equity })
  for (const p of input.points) if (p.time < input.now) series.push(p)

  const kept = downsample(series, max - 1)
  kept.push({ time: input.now, equity: input.current })
  const deposits = netDepositsAt(
    kept.map((p) => p.time),
    input.flows ?? [],
  )
  const points = kept.map((p, i) => ({
    time: p.time,
    equity: cents(p.equity),
    netDeposits: deposits[i] ?? 0,
  }))
  const endEquity = cents(input.current)
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
