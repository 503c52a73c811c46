import type { BacktestStats, OptimizeObjective } from '../strategies-api.ts'

/**
 * How an optimisation ranks a trial: higher is better, null ranks last (fewer round trips than
 * `minTrades`, default 3, or a metric that does not exist for the run, such as a Sharpe ratio
 * with no variation). `max_drawdown` is the negative drawdown fraction, so a shallower fall scores
 * higher; `profit` is the total return. `mix` adds the weighted metrics (default weights: Sharpe
 * 1, profit 1, max_drawdown 1), the drawdown counting against since it is ≤ 0.
 */

export const DEFAULT_MIN_TRADES = 3
const DEFAULT_WEIGHTS: NonNullable<OptimizeObjective['weights']> = {
  sharpe: 1,
  profit: 1,
  max_drawdown: 1,
}

type Metric = Exclude<OptimizeObjective['kind'], 'mix'>

function metric(kind: Metric, stats: BacktestStats): number | null {
  switch (kind) {
    case 'sharpe':
      return stats.sharpe
    case 'sortino':
      return stats.sortino
    case 'calmar':
      return stats.calmar
    case 'profit':
      return stats.totalReturn
    case 'max_drawdown':
      return stats.maxDrawdown
  }
}

export function score(objective: OptimizeObjective, stats: BacktestStats): number | null {
  if (stats.trades < (objective.minTrades ?? DEFAULT_MIN_TRADES)) return null
  let value: number | null
  if (objective.kind !== 'mix') value = metric(objective.kind, stats)
  else {
    const weights = objective.weights ?? DEFAULT_WEIGHTS
    value = 0
    for (const kind of ['sharpe', 'sortino', 'calmar', 'profit', 'max_drawdown'] as const) {
      const w = weights[kind] ?? 0
      if (w === 0) continue
      const m = metric(kind, stats)
      if (m === null) return null
      value += w * m
    }
  }
  return value !== null && Number.isFinite(value) ? value : null
}

/** Best first: higher score, null last, ties in the order the trials were planned. */
export function compareTrials(
  a: { score: number | null; index: number },
  b: { score: number | null; index: number },
): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1
    if (b.score === null) return -1
    return b.score - a.score
  }
  return a.index - b.index
}
