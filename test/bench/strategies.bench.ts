/**
 * Issue 14: the strategy engine against a straightforward per-bar object implementation, in the
 * same run, on seeded random walks (no server):
 * 1. a backtest of the MA crossover over 1,000,000 one-minute bars (goal < 1 s);
 * 2. a 5,000-combination grid (fast 5..54 × slow 60..159) over 10 years of daily bars (goal
 *    < 5 s on two cores), ours split over two worker threads with planTrials/evaluateTrials and
 *    also timed in one thread. The straightforward version runs every 20th combination (250) and
 *    its time is scaled by 20; both must agree on every combination it ran.
 */
import { Worker } from 'node:worker_threads'
import {
  evaluateTrials,
  finishOptimize,
  planTrials,
  runBacktest,
  type OptimizeInput,
  type ScoredTrial,
} from '../../protocol/strategies/index.ts'
import { BENCH_FILL, crossoverConfig, seededBars } from './strategies/data.ts'
import { naiveCrossover } from './strategies/naive.ts'
import { fmt, printTable } from './table.ts'

/** A worker thread starts without tsx's loader: this registers it, then imports the entry. */
const BOOTSTRAP = `const { workerData } = require('node:worker_threads')
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry) })`
const TSX = import.meta.resolve('tsx/esm/api')
const ENTRY = new URL('./strategies/grid-worker.ts', import.meta.url).href

const MINUTE = 60_000
const DAY = 86_400_000
const WARMUP = 500
const CAPITAL = 10_000
const STOP = 8

function time<T>(f: () => T): { ms: number; value: T } {
  const t0 = performance.now()
  const value = f()
  return { ms: performance.now() - t0, value }
}

function backtestCase(): (string | number)[][] {
  const { bars, objects } = seededBars(1_000_000, MINUTE, 14, 0.0008)
  const config = crossoverConfig(20, 60, STOP)
  const ours = () =>
    runBacktest({ config, bars, startIndex: WARMUP, initialCapital: CAPITAL, fill: BENCH_FILL })
  ours() // warm the JIT once, as a server's long-running worker would be
  const a = time(ours)
  const b = time(() => naiveCrossover(objects, WARMUP, 20, 60, STOP, CAPITAL, BENCH_FILL))
  const same =
    a.value.fills.length === b.value.fills.length &&
    a.value.fills.every((f, i) => {
      const g = b.value.fills[i]
      return (
        g &&
        f.time === g.time + MINUTE &&
        f.side === g.side &&
        f.reason === g.reason &&
        f.price === g.price &&
        f.quantity === g.quantity
      )
    })
  console.log(
    `1,000,000 one-minute bars, MA crossover 20/60, stop loss ${STOP} %: ${a.value.fills.length} fills`,
  )
  return [
    [
      'backtest, ours (columns, O(n) indicators)',
      fmt(a.ms, 0),
      '< 1,000',
      a.ms < 1000 ? 'yes' : 'NO',
      same ? 'same fills' : 'DIFFER',
    ],
    [
      'backtest, straightforward (objects, windows)',
      fmt(b.ms, 0),
      '',
      '',
      `×${fmt(b.ms / a.ms, 1)}`,
    ],
  ]
}

/** Workers with the engine loaded, as a server's pool keeps them. */
function startWorkers(threads: number): Promise<Worker[]> {
  return Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<Worker>((resolve, reject) => {
          const worker = new Worker(BOOTSTRAP, {
            eval: true,
            workerData: { tsx: TSX, entry: ENTRY },
          })
          worker.once('message', () => resolve(worker))
          worker.once('error', reject)
        }),
    ),
  )
}

function evaluateIn(
  worker: Worker,
  input: OptimizeInput,
  paramSets: Record<string, number>[],
  firstIndex: number,
) {
  return new Promise<ScoredTrial[]>((resolve, reject) => {
    worker.once('message', (m: ScoredTrial[]) => resolve(m))
    worker.once('error', reject)
    worker.postMessage({ input, paramSets, firstIndex })
  })
}

/** The plan split in one chunk per worker; the scored trials of all of them. */
async function inWorkers(workers: Worker[], input: OptimizeInput, plan: Record<string, number>[]) {
  const size = Math.ceil(plan.length / workers.length)
  const parts = await Promise.all(
    workers.map((worker, k) =>
      evaluateIn(worker, input, plan.slice(k * size, (k + 1) * size), k * size),
    ),
  )
  return parts.flat()
}

async function gridCase(): Promise<(string | number)[][]> {
  const { bars, objects } = seededBars(WARMUP + 3650, DAY, 15, 0.03)
  const input: OptimizeInput = {
    config: crossoverConfig(10, 100, STOP),
    bars,
    startIndex: WARMUP,
    initialCapital: CAPITAL,
    fill: BENCH_FILL,
    method: 'grid',
    objective: { kind: 'sharpe' },
  }
  const plan = planTrials(input)
  const workers = await startWorkers(2)
  await Promise.all(workers.map((w) => evaluateIn(w, input, plan.slice(0, 100), 0)))
  const t0 = performance.now()
  const parallel = finishOptimize(input, await inWorkers(workers, input, plan))
  const twoThreads = performance.now() - t0
  await Promise.all(workers.map((w) => w.terminate()))
  const single = time(() => evaluateTrials(input, plan))
  const one = finishOptimize(input, single.value)
  const sampled = single.value.filter((_, k) => k % 20 === 0)
  const naive = time(() =>
    sampled.map((t) =>
      naiveCrossover(
        objects,
        WARMUP,
        t.params.fast ?? 0,
        t.params.slow ?? 0,
        STOP,
        CAPITAL,
        BENCH_FILL,
      ),
    ),
  )
  const agree = sampled.every((t, k) => {
    const n = naive.value[k]
    const final = n?.equity.at(-1) ?? Number.NaN
    return (
      n &&
      n.fills.length === 2 * t.stats.trades &&
      Math.abs(final - t.stats.finalEquity) < 1e-6 * CAPITAL
    )
  })
  const best = parallel.best.params
  console.log(
    `\n${fmt(plan.length)} combinations (fast 5..54 × slow 60..159) over ${fmt(3650)} daily bars; best fast ${best.fast} slow ${best.slow}, Sharpe ${fmt(parallel.best.score ?? 0, 2)}`,
  )
  const sameRanking = JSON.stringify(one) === JSON.stringify(parallel)
  return [
    [
      'grid, ours on 2 warm worker threads',
      fmt(twoThreads, 0),
      '< 5,000',
      twoThreads < 5000 ? 'yes' : 'NO',
      sameRanking ? 'same as 1 thread' : 'DIFFER',
    ],
    ['grid, ours in 1 thread', fmt(single.ms, 0), '', '', ''],
    [
      'grid, straightforward (250 run, ×20)',
      fmt(naive.ms * 20, 0),
      '',
      '',
      `${agree ? 'agree' : 'DIFFER'} ×${fmt((naive.ms * 20) / single.ms, 1)} vs 1 thread`,
    ],
  ]
}

export async function run(): Promise<void> {
  const rows = backtestCase()
  rows.push(...(await gridCase()))
  console.log('')
  printTable(['case', 'ms', 'goal ms', 'met', 'check'], rows)
}
