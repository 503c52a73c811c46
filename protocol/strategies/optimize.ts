import { createRng } from '../stats/rng.ts'
import type { OptimizeResult, OptimizeTrial } from '../strategies-api.ts'
import type { StrategyConfig } from './config.ts'
import type { Bars, FillModel, OptimizeObjective, RunHooks } from './engine-types.ts'
import { computeIndicators } from './indicators.ts'
import { compareTrials, score } from './objective.ts'
import { resolveConfig } from './params.ts'
import { pathOf, statsOf } from './report.ts'
import { gridPoints, mutate, pointParams, randomPoints, searchAxes } from './search-space.ts'
import { BacktestCancelled, PROGRESS_EVERY, simulate } from './simulate.ts'

/**
 * Parameter optimisation: plan the trials, evaluate them (each a backtest that keeps only its
 * stats), rank them. The plan and the evaluation are separate so the server can spread one
 * search over worker threads: `planTrials` → chunks → `evaluateTrials(input, chunk, {firstIndex})`
 * in each worker → `finishOptimize(input, all)`. `optimize` does the three in one thread.
 *
 * - grid: every combination of the searched ranges (error beyond MAX_OPTIMIZE_TRIALS);
 * - random: `trials` (default 100) distinct grid points drawn with a seeded generator;
 * - evolution: a seeded (μ + λ) search on the grid with a budget of `trials` (default 200)
 *   evaluations: λ = max(4, round(√trials)) children per generation, μ = max(2, ⌊λ / 2⌋)
 *   survivors (the best μ of everything evaluated), generations until the budget is spent or no
 *   unseen neighbour is left. Later generations depend on earlier scores, so `planTrials` gives
 *   only its first generation and `optimize` runs it in one thread.
 * Indicators are shared through a cache keyed by (kind, resolved arguments): a 5,000-trial grid
 * computes each distinct series once. Ties rank in plan order, so a search reproduces exactly.
 */

export interface OptimizeInput {
  config: StrategyConfig
  bars: Bars
  startIndex: number
  /** Exclusive end of the bars that trade; default all. */
  endIndex?: number
  initialCapital: number
  fill: FillModel
  method: OptimizeResult['method']
  objective: OptimizeObjective
  /** Declared parameters to search; default all. */
  parameters?: string[]
  trials?: number
  seed?: number
}

export interface ScoredTrial extends OptimizeTrial {
  /** Position in the plan; ranks ties. */
  index: number
}

export type OptimizeOutcome = Omit<OptimizeResult, 'jobId'>

const DEFAULT_RANDOM_TRIALS = 100
const DEFAULT_EVOLUTION_TRIALS = 200
const DEFAULT_SEED = 1
const TOP_TRIALS = 50
/** Indicator series kept across trials before the cache starts again (bytes). */
const CACHE_BYTES = 512 * 1024 * 1024

export const evolutionSizes = (trials: number) => {
  const lambda = Math.max(4, Math.round(Math.sqrt(trials)))
  return { lambda, mu: Math.max(2, Math.floor(lambda / 2)) }
}

export function planTrials(input: OptimizeInput): Record<string, number>[] {
  const axes = searchAxes(input.config, input.parameters)
  const seed = input.seed ?? DEFAULT_SEED
  if (input.method === 'grid') return gridPoints(axes).map((p) => pointParams(axes, p))
  if (input.method === 'random') {
    return randomPoints(axes, input.trials ?? DEFAULT_RANDOM_TRIALS, seed).map((p) =>
      pointParams(axes, p),
    )
  }
  const { lambda } = evolutionSizes(input.trials ?? DEFAULT_EVOLUTION_TRIALS)
  return randomPoints(axes, lambda, seed).map((p) => pointParams(axes, p))
}

export interface EvaluateOptions {
  hooks?: RunHooks | undefined
  cache?: Map<string, Float64Array>
  /** Plan index of paramSets[0], when the plan was split in chunks. */
  firstIndex?: number
  /** Bars the whole search covers, for progress across chunks or generations. */
  progress?: { done: number; total: number }
}

export function evaluateTrials(
  input: OptimizeInput,
  paramSets: Record<string, number>[],
  options: EvaluateOptions = {},
): ScoredTrial[] {
  const cache = options.cache ?? new Map<string, Float64Array>()
  const to = Math.min(input.endIndex ?? input.bars.close.length, input.bars.close.length)
  const from = Math.max(0, Math.min(input.startIndex, to))
  const barsPerTrial = to - from
  const progress = options.progress ?? { done: 0, total: barsPerTrial * paramSets.length }
  const hooks = options.hooks
  let reported = progress.done
  return paramSets.map((params, k) => {
    const resolved = resolveConfig(input.config, params)
    if (cache.size * input.bars.close.length * 8 > CACHE_BYTES) cache.clear()
    const table = computeIndicators(resolved, input.bars, cache)
    // A trial long enough to report on its own gets the hooks too, so cancel stops it mid-way.
    const base = progress.done
    const trialHooks: RunHooks | undefined =
      hooks && barsPerTrial >= PROGRESS_EVERY
        ? {
            ...(hooks.cancelled ? { cancelled: hooks.cancelled } : {}),
            onProgress: (f) =>
              hooks.onProgress?.(Math.min(1, (base + f * barsPerTrial) / progress.total)),
          }
        : undefined
    const run = simulate(resolved, input.bars, table, from, to, input.initialCapital, input.fill, {
      recordFills: false,
      hooks: trialHooks,
    })
    const stats = statsOf(pathOf(run, input.bars), input.initialCapital)
    progress.done += barsPerTrial
    if (hooks && (progress.done - reported >= PROGRESS_EVERY || k === paramSets.length - 1)) {
      reported = progress.done
      if (hooks.cancelled?.()) throw new BacktestCancelled()
      hooks.onProgress?.(progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1)
    }
    return {
      params,
      score: score(input.objective, stats),
      stats,
      index: (options.firstIndex ?? 0) + k,
    }
  })
}

/** Ranks evaluated trials and writes the best values into a copy of the config. */
export function finishOptimize(input: OptimizeInput, scored: ScoredTrial[]): OptimizeOutcome {
  const ranked = [...scored].sort(compareTrials)
  const strip = (t: ScoredTrial): OptimizeTrial => ({
    params: t.params,
    score: t.score,
    stats: t.stats,
  })
  const best = ranked[0]
  if (!best) throw new Error('No trial to rank: the search space is empty')
  const parameters: StrategyConfig['parameters'] = {}
  for (const [name, spec] of Object.entries(input.config.parameters)) {
    parameters[name] = { ...spec, value: best.params[name] ?? spec.value }
  }
  return {
    config: { ...input.config, parameters },
    best: strip(best),
    trials: ranked.slice(0, TOP_TRIALS).map(strip),
    evaluated: scored.length,
    method: input.method,
    walkForward: null,
  }
}

function evolve(
  input: OptimizeInput,
  hooks: RunHooks | undefined,
  cache: Map<string, Float64Array>,
): ScoredTrial[] {
  const axes = searchAxes(input.config, input.parameters)
  const budget = input.trials ?? DEFAULT_EVOLUTION_TRIALS
  const { lambda, mu } = evolutionSizes(budget)
  const seen = new Set<string>()
  const rng = createRng((input.seed ?? DEFAULT_SEED) + 1)
  const to = Math.min(input.endIndex ?? input.bars.close.length, input.bars.close.length)
  const progress = { done: 0, total: Math.max(1, to - input.startIndex) * budget }
  const all: { point: number[]; trial: ScoredTrial }[] = []
  let generation = randomPoints(axes, Math.min(lambda, budget), input.seed ?? DEFAULT_SEED, seen)
  while (generation.length > 0) {
    const params = generation.map((p) => pointParams(axes, p))
    const scored = evaluateTrials(input, params, { hooks, cache, firstIndex: all.length, progress })
    scored.forEach((trial, k) => all.push({ point: generation[k] ?? [], trial }))
    if (all.length >= budget) break
    const parents = [...all].sort((a, b) => compareTrials(a.trial, b.trial)).slice(0, mu)
    generation = mutate(
      axes,
      parents.map((p) => p.point),
      Math.min(lambda, budget - all.length),
      rng,
      seen,
    )
  }
  return all.map((a) => a.trial)
}

/** Every trial of the search, scored, in plan order. */
export function searchTrials(
  input: OptimizeInput,
  hooks?: RunHooks,
  cache = new Map<string, Float64Array>(),
): ScoredTrial[] {
  return input.method === 'evolution'
    ? evolve(input, hooks, cache)
    : evaluateTrials(input, planTrials(input), { ...(hooks ? { hooks } : {}), cache })
}

export function optimize(input: OptimizeInput, hooks?: RunHooks): OptimizeOutcome {
  return finishOptimize(input, searchTrials(input, hooks))
}
