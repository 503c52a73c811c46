/**
 * The equity curve's data for uPlot: equity and, when the server sends them, the cumulative net
 * deposits at each point, so the gap between the lines is performance and a step in both is
 * money moved in or out. Times go to seconds, uPlot's unit.
 */
import type { Performance } from '../../../protocol/index.ts'

/** `netDeposits` arrives with issue 12's server; answers without it draw equity alone. */
type CurvePoint = Performance['points'][number] & { netDeposits?: number | undefined }

export interface EquityData {
  data: [number[], number[], ...(number | null)[][]]
  hasDeposits: boolean
  /** First and last time (ms) of the curve, null when it has no point. */
  from: number | null
  to: number | null
  /** The gain that is not deposits: equity change minus net deposits change; null without them. */
  performance: number | null
}

export function equityData(perf: Performance): EquityData {
  const points: readonly CurvePoint[] = perf.points
  const times = points.map((p) => p.time / 1000)
  const equity = points.map((p) => p.equity)
  const hasDeposits = points.length > 0 && points.every((p) => typeof p.netDeposits === 'number')
  const deposits = points.map((p) => p.netDeposits ?? null)
  const first = points[0]
  const last = points.at(-1)
  const performance =
    hasDeposits && first && last
      ? last.equity - first.equity - ((last.netDeposits ?? 0) - (first.netDeposits ?? 0))
      : null
  return {
    data: hasDeposits ? [times, equity, deposits] : [times, equity],
    hasDeposits,
    from: first ? first.time : null,
    to: last ? last.time : null,
    performance,
  }
}
