import type { BacktestStats, WalkForwardReport } from '../strategies-api.ts'
import type { RunHooks } from './engine-types.ts'
import { computeIndicators } from './indicators.ts'
import { compareTrials, score } from './objective.ts'
import { searchTrials, type OptimizeInput } from './optimize.ts'
import { resolveConfig } from './params.ts'
import { pathOf, statsOf, type EquityPath } from './report.ts'
import { simulate } from './simulate.ts'

/**
 * Walk-forward analysis: the bars that trade are cut into `folds` consecutive windows; in each,
 * the search runs on the first `inSampleFraction` and its best parameters are then tested on the
 * rest, which the search never saw. The out-of-sample segments, chained (each starts from where
 * the previous one ended), are the honest estimate.
 *
 * The in-sample score is the mean of the folds' best scores; the out-of-sample score is the
 * objective on the chained segments. They diverge when the out-of-sample score changes sign,
 * falls below half a positive in-sample score, or (for a negative in-sample score, such as a
 * drawdown) is more than twice as bad; or when out-of-sample made too few trades to be scored.
 */

export interface WalkForwardInput extends OptimizeInput {
  folds: number
  inSampleFraction: number
}

const LABELS: Record<OptimizeInput['objective']['kind'], string> = {
  sharpe: 'Sharpe ratio',
  sortino: 'Sortino ratio',
  calmar: 'Calmar ratio',
  profit: 'return',
  max_drawdown: 'maximum drawdown',
  mix: 'score',
}

function chain(paths: EquityPath[], capital: number): EquityPath {
  const length = paths.reduce((n, p) => n + p.equity.length, 0)
  const equity = new Float64Array(length)
  const closeTimes = new Float64Array(length)
  let offset = 0
  let start = capital
  let buyAndHold = 1
  for (const p of paths) {
    for (let i = 0; i < p.equity.length; i++) {
      equity[offset + i] = (start * (p.equity[i] ?? 0)) / capital
      closeTimes[offset + i] = p.closeTimes[i] ?? 0
    }
    offset += p.equity.length
    start = equity[offset - 1] ?? start
    buyAndHold *= 1 + p.buyAndHoldReturn
  }
  return {
    equity,
    closeTimes,
    exposedBars: paths.reduce((n, p) => n + p.exposedBars, 0),
    trades: paths.flatMap((p) => p.trades),
    fees: paths.reduce((n, p) => n + p.fees, 0),
    funding: paths.reduce((n, p) => n + p.funding, 0),
    buyAndHoldReturn: buyAndHold - 1,
  }
}

function verdict(
  kind: OptimizeInput['objective']['kind'],
  inSample: number | null,
  outOfSample: number | null,
) {
  const label = LABELS[kind]
  const show = (v: number) =>
    kind === 'profit' || kind === 'max_drawdown' ? `${(v * 100).toFixed(2)} %` : v.toFixed(2)
  if (inSample === null)
    return { diverges: false, message: 'No in-sample trial made enough trades to be scored.' }
  if (outOfSample === null) {
    return {
      diverges: true,
      message: `Out-of-sample made too few trades to be scored (in-sample ${label} ${show(inSample)}).`,
    }
  }
  const both = `out-of-sample ${label} ${show(outOfSample)}, in-sample ${show(inSample)}`
  if (Math.sign(outOfSample) !== Math.sign(inSample)) {
    return {
      diverges: true,
      message: `In-sample and out-of-sample results have opposite signs (${both}): the parameters probably fit noise.`,
    }
  }
  if (inSample > 0 ? outOfSample < inSample / 2 : outOfSample < inSample * 2) {
    return {
      diverges: true,
      message: `Out-of-sample results fall far below in-sample (${both}): the parameters probably fit noise.`,
    }
  }
  return { diverges: false, message: `Out-of-sample results hold up (${both}).` }
}

export function walkForward(input: WalkForwardInput, hooks?: RunHooks): WalkForwardReport {
  const to = Math.min(input.endIndex ?? input.bars.close.length, input.bars.close.length)
  const from = Math.max(0, Math.min(input.startIndex, to))
  const window = Math.floor((to - from) / input.folds)
  if (window < 2) throw new Error('Too few bars for this many walk-forward folds')
  const cache = new Map<string, Float64Array>()
  const time = (i: number) => input.bars.time[i] ?? 0
  const folds: WalkForwardReport['folds'] = []
  const paths: EquityPath[] = []
  const scores: number[] = []
  for (let f = 0; f < input.folds; f++) {
    const a = from + f * window
    const b = f === input.folds - 1 ? to : a + window
    const split = Math.min(b - 1, Math.max(a + 1, a + Math.floor((b - a) * input.inSampleFraction)))
    const foldHooks: RunHooks | undefined = hooks && {
      ...(hooks.cancelled ? { cancelled: hooks.cancelled } : {}),
      onProgress: (p) => hooks.onProgress?.((f + p) / input.folds),
    }
    const trials = searchTrials({ ...input, startIndex: a, endIndex: split }, foldHooks, cache)
    const best = [...trials].sort(compareTrials)[0]
    if (!best) throw new Error('No trial to rank: the search space is empty')
    if (best.score !== null) scores.push(best.score)
    const resolved = resolveConfig(input.config, best.params)
    const table = computeIndicators(resolved, input.bars, cache)
    const run = simulate(resolved, input.bars, table, split, b, input.initialCapital, input.fill, {
      recordFills: false,
    })
    const path = pathOf(run, input.bars)
    paths.push(path)
    const outOfSampleStats: BacktestStats = statsOf(path, input.initialCapital)
    folds.push({
      inSample: { from: time(a), to: time(split - 1) },
      outOfSample: { from: time(split), to: time(b - 1) },
      params: best.params,
      inSampleStats: best.stats,
      outOfSampleStats,
    })
  }
  const outOfSample = statsOf(chain(paths, input.initialCapital), input.initialCapital)
  const inSampleScore =
    scores.length === 0 ? null : scores.reduce((s, v) => s + v, 0) / scores.length
  const outOfSampleScore = score(input.objective, outOfSample)
  return {
    folds,
    outOfSample,
    inSampleScore,
    outOfSampleScore,
    ...verdict(input.objective.kind, inSampleScore, outOfSampleScore),
  }
}
