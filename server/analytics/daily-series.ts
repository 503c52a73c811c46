import type { PortfolioFlow } from '../../protocol/index.ts'
import { dietzReturns, type EquityPoint } from '../../protocol/stats/index.ts'
import { DAY_MS, dayOf } from './daily-closes.ts'

export interface DailySeriesInput {
  /** Midnight UTC of the first and last day of the range. */
  firstDay: number
  lastDay: number
  /** Recorded equity points in the range (any order); the last one of a day is its close. */
  points: readonly EquityPoint[]
  /** The live equity, the close of today when today is in the range. */
  current: { time: number; equity: number }
  /** External flows in the range. */
  flows: readonly PortfolioFlow[]
}

export interface DailySeries {
  times: number[]
  /** Closing equity per day and the time it was recorded at; null when none was. */
  equity: (number | null)[]
  closeTimes: (number | null)[]
  netFlows: number[]
  /** Modified-Dietz return ending each day's close; NaN when missing. */
  returns: number[]
}

/**
 * The daily grid of the range. Each day's close is its last recorded point (today's is the live
 * equity); the return of a day with a close is the modified-Dietz return since the previous
 * close, with the flows between them, so after a day without a point the next return spans the
 * gap. The first close of the range has no return: what came before the range is not used.
 */
export function dailySeries(input: DailySeriesInput): DailySeries {
  const days = Math.round((input.lastDay - input.firstDay) / DAY_MS) + 1
  const times = Array.from({ length: days }, (_, i) => input.firstDay + i * DAY_MS)
  const closes: (EquityPoint | null)[] = times.map(() => null)
  const netFlows = times.map(() => 0)
  const indexOf = (time: number): number => Math.round((dayOf(time) - input.firstDay) / DAY_MS)
  const inRange = (i: number): boolean => i >= 0 && i < days

  const today = indexOf(input.current.time)
  for (const p of input.points) {
    const i = indexOf(p.time)
    if (!inRange(i) || i === today) continue
    const known = closes[i]
    if (!known || p.time >= known.time) closes[i] = { time: p.time, equity: p.equity }
  }
  if (inRange(today)) closes[today] = { ...input.current }
  for (const f of input.flows) {
    const i = indexOf(f.time)
    if (inRange(i)) netFlows[i] = (netFlows[i] ?? 0) + f.amount
  }

  const known = closes.flatMap((c, i) => (c ? [{ ...c, i }] : []))
  const returns = times.map(() => Number.NaN)
  const cashFlows = input.flows.map((f) => ({ time: f.time, amount: f.amount }))
  dietzReturns(known, cashFlows).forEach((r, k) => {
    const at = known[k + 1]
    if (at) returns[at.i] = r.r
  })
  return {
    times,
    equity: closes.map((c) => c?.equity ?? null),
    closeTimes: closes.map((c) => c?.time ?? null),
    netFlows,
    returns,
  }
}
