import { parentPort } from 'node:worker_threads'
import { gzipSync } from 'node:zlib'
import { PROGRESS_INTERVAL_MS } from '../../../protocol/index.ts'
import { runBacktest } from '../../../protocol/strategies/backtest.ts'
import type { RunHooks } from '../../../protocol/strategies/engine-types.ts'
import { BacktestCancelled } from '../../../protocol/strategies/simulate.ts'
import { barsForRange } from '../history/bars.ts'
import { specOf } from '../history/fill-model.ts'
import type { FromWorker, JobOutcome, JobTask } from './messages.ts'
import { optimizeJob } from './optimize-job.ts'

/**
 * A job worker: builds the bars of a planned range from the history source, runs the engine
 * and posts progress (at most twice per PROGRESS_INTERVAL_MS) and the outcome.
 */
const port = parentPort
if (!port) throw new Error('the job worker runs in a worker thread')

const post = (m: FromWorker): void => port.postMessage(m)

function hooksFor(task: JobTask): RunHooks {
  const flag = new Int32Array(task.cancel)
  let postedAt = 0
  return {
    cancelled: () => Atomics.load(flag, 0) === 1,
    onProgress: (fraction) => {
      const now = performance.now()
      if (now - postedAt < PROGRESS_INTERVAL_MS / 2 && fraction < 1) return
      postedAt = now
      post({ type: 'progress', jobId: task.jobId, fraction })
    },
  }
}

function execute(task: JobTask): JobOutcome {
  const spec = specOf(task.plan.symbol)
  if (!spec) throw new Error(`Unknown symbol ${task.plan.symbol}`)
  const hooks = hooksFor(task)
  const { bars, startIndex } = barsForRange(
    task.source,
    spec,
    task.plan,
    task.config.market === 'perp',
  )
  if (hooks.cancelled?.()) throw new BacktestCancelled()
  const base = { config: task.config, bars, startIndex, initialCapital: task.initialCapital }
  if (task.kind === 'backtest') {
    const result = runBacktest({ ...base, params: task.params, fill: task.fill }, hooks)
    const resultPacked = gzipSync(JSON.stringify(result)).toString('base64')
    return { kind: 'backtest', stats: result.stats, resultPacked }
  }
  return {
    kind: 'optimize',
    result: optimizeJob({ ...base, fill: task.fill }, task.request, hooks),
  }
}

port.on('message', (task: JobTask) => {
  try {
    post({ type: 'done', jobId: task.jobId, outcome: execute(task) })
  } catch (err) {
    if (err instanceof BacktestCancelled) post({ type: 'cancelled', jobId: task.jobId })
    else
      post({
        type: 'failed',
        jobId: task.jobId,
        message: err instanceof Error ? err.message : String(err),
      })
  }
})
