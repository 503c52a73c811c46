import { describe, expect, it } from 'vitest'
import { backtestResult, optimizeResult } from '../../../protocol/strategies-api.ts'
import {
  BacktestCancelled,
  STRATEGY_TEMPLATES,
  evaluateTrials,
  finishOptimize,
  optimize,
  planTrials,
  runBacktest,
  type BacktestInput,
  type OptimizeInput,
} from '../../../protocol/strategies/index.ts'
import { BTC_FILL, walkBars } from './bars.ts'

const crossover = STRATEGY_TEMPLATES[0]?.config
if (!crossover) throw new Error('no template')
const bars = walkBars(6000, 3, 3_600_000, Date.UTC(2023, 0, 1), 60_000)
const input: BacktestInput = {
  config: crossover,
  bars,
  startIndex: 300,
  initialCapital: 10_000,
  fill: BTC_FILL,
}

const search = (patch: Partial<OptimizeInput> = {}): OptimizeInput => ({
  ...input,
  config: {
    ...crossover,
    parameters: {
      fast: { value: 10, min: 5, max: 25, step: 4 },
      slow: { value: 30, min: 30, max: 90, step: 15 },
    },
  },
  method: 'grid',
  objective: { kind: 'sharpe', minTrades: 1 },
  ...patch,
})

describe('backtests are deterministic', () => {
  it('the same input twice gives a deep-equal result with the same JSON, valid for the schema', () => {
    const a = runBacktest(input)
    const b = runBacktest(input)
    expect(b).toEqual(a)
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(backtestResult.parse(a)).toEqual(a)
    expect(a.stats.trades).toBeGreaterThan(10)
    expect(a.fills.length).toBe(2 * a.stats.trades)
  })

  it('downsamples the equity to at most 2,000 points keeping the deepest drawdown', () => {
    const r = runBacktest(input)
    expect(r.stats.bars).toBe(5700)
    expect(r.equity.time.length).toBeLessThanOrEqual(2000)
    expect(r.equity.time.length).toBeGreaterThan(1000)
    expect(Math.min(...r.equity.drawdown)).toBeCloseTo(r.stats.maxDrawdown, 12)
    expect(r.equity.value.at(-1)).toBe(r.stats.finalEquity)
    const sorted = [...r.equity.time].sort((x, y) => x - y)
    expect(r.equity.time).toEqual(sorted)
  })

  it('reports progress and stops with BacktestCancelled when cancelled', () => {
    const long = { ...input, bars: walkBars(120_000, 5, 60_000), startIndex: 500 }
    const seen: number[] = []
    runBacktest(long, { onProgress: (f) => seen.push(f), cancelled: () => false })
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(seen.at(-1)).toBe(1)
    expect([...seen].sort((x, y) => x - y)).toEqual(seen)
    let calls = 0
    expect(() => runBacktest(long, { cancelled: () => ++calls > 1 })).toThrow(BacktestCancelled)
    expect(calls).toBe(2)
  })
})

describe('optimisation reproduces', () => {
  it('a grid tries every combination and gives the same ranking twice', () => {
    const a = optimize(search())
    expect(a.evaluated).toBe(6 * 5)
    expect(optimize(search())).toEqual(a)
    expect(optimizeResult.parse({ ...a, jobId: 'j' })).toMatchObject({ evaluated: 30 })
    const scores = a.trials.map((t) => t.score ?? Number.NEGATIVE_INFINITY)
    expect([...scores].sort((x, y) => y - x)).toEqual(scores)
    expect(a.config.parameters.fast?.value).toBe(a.best.params.fast)
    expect(a.config.parameters.slow?.value).toBe(a.best.params.slow)
    const rerun = runBacktest({ ...input, params: a.best.params })
    expect(rerun.stats).toEqual(a.best.stats)
  })

  it('split into chunks and evaluated separately, it ranks the same as in one piece', () => {
    const whole = optimize(search())
    const plan = planTrials(search())
    const first = evaluateTrials(search(), plan.slice(0, 13), { firstIndex: 0 })
    const second = evaluateTrials(search(), plan.slice(13), { firstIndex: 13 })
    expect(finishOptimize(search(), [...second, ...first])).toEqual(whole)
  })

  it('refuses a grid beyond 5,000 combinations', () => {
    const huge = search({
      config: {
        ...crossover,
        parameters: {
          fast: { value: 10, min: 1, max: 100, step: 1 },
          slow: { value: 30, min: 1, max: 100, step: 1 },
        },
      },
    })
    expect(() => optimize(huge)).toThrow('The grid has 10000 combinations, more than 5000')
  })

  it('random and evolution searches repeat for a seed and stay within their budget', () => {
    const random = optimize(search({ method: 'random', trials: 12, seed: 7 }))
    expect(random.evaluated).toBe(12)
    expect(optimize(search({ method: 'random', trials: 12, seed: 7 }))).toEqual(random)
    expect(planTrials(search({ method: 'random', trials: 12, seed: 8 }))).not.toEqual(
      planTrials(search({ method: 'random', trials: 12, seed: 7 })),
    )
    const evolution = optimize(search({ method: 'evolution', trials: 20, seed: 3 }))
    expect(evolution.evaluated).toBeLessThanOrEqual(20)
    expect(evolution.evaluated).toBeGreaterThan(10)
    expect(optimize(search({ method: 'evolution', trials: 20, seed: 3 }))).toEqual(evolution)
    const keys = new Set(evolution.trials.map((t) => JSON.stringify(t.params)))
    expect(keys.size).toBe(evolution.trials.length)
  })

  it('reports progress while it searches and stops when cancelled', () => {
    const seen: number[] = []
    optimize(search(), { onProgress: (f) => seen.push(f) })
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.at(-1)).toBe(1)
    let checks = 0
    expect(() => optimize(search(), { cancelled: () => ++checks > 1 })).toThrow(BacktestCancelled)
  })

  it('rejects an override of an undeclared parameter', () => {
    expect(() => runBacktest({ ...input, params: { fastt: 3 } })).toThrow(
      'Unknown parameter "fastt"',
    )
  })
})
