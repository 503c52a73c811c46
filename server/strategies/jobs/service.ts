import { randomUUID } from 'node:crypto'
import {
  MAX_RUNNING_JOBS,
  type BacktestRequest,
  type BacktestSummary,
  type OptimizeRequest,
  type OptimizeResult,
  type Strategy,
} from '../../../protocol/index.ts'
import type { Db } from '../../db/types.ts'
import { conflict, HttpError } from '../../http/errors.ts'
import { fillModelFor, specOf } from '../history/fill-model.ts'
import type { StrategyHistory } from '../history/index.ts'
import type { JobTask } from './messages.ts'
import { STOPPED, WORKER_LOST, type JobPool, type RunEnd } from './pool.ts'
import { JobProgress, type JobPublisher } from './progress.ts'
import { failLeftoverJobs, insertJob, runningJobCount, toSummary, updateJob } from './repo.ts'

/** Backtests and optimisations: rows, the pool that runs them, their progress. */
export interface StrategyJobs {
  /** Worker threads in the pool. */
  readonly workers: number
  /** Fails what a previous run left unfinished, then pushes progress through `publisher`. */
  start(publisher: JobPublisher): Promise<void>
  stop(): Promise<void>
  /** Queues a backtest; answers its summary at once (progress and the end come as pushes). */
  backtest(userId: string, s: Strategy, req: BacktestRequest): Promise<BacktestSummary>
  /** Runs an optimisation to its end: its result, or 409 when it was cancelled. */
  optimize(userId: string, s: Strategy, req: OptimizeRequest): Promise<OptimizeResult>
  /** Stops a queued or running job (the caller checked it is the user's). */
  cancel(userId: string, id: string): Promise<BacktestSummary | undefined>
  isRunning(id: string): boolean
}

const tooMany = () =>
  conflict(
    `At most ${MAX_RUNNING_JOBS} backtests or optimisations can run at once; wait for one to finish or cancel it`,
  )

/** The worker's own words: an engine refusal is the request's fault, a lost worker is ours. */
function failureOf(err: unknown): HttpError {
  const message = err instanceof Error ? err.message : String(err)
  if (message.startsWith(WORKER_LOST) || message === STOPPED) return new HttpError(503, message)
  return new HttpError(422, message)
}

export function createStrategyJobs(db: Db, pool: JobPool, history: StrategyHistory): StrategyJobs {
  const progress = new JobProgress(db)
  let stopping = false

  async function queue(
    userId: string,
    s: Strategy,
    kind: 'backtest' | 'optimize',
    req: {
      from?: number | undefined
      to?: number | undefined
      initialCapital?: number | undefined
      jobId?: string | undefined
    },
    params: Record<string, number>,
  ) {
    const spec = specOf(s.config.symbol)
    if (!spec) throw new HttpError(422, `Unknown symbol ${s.config.symbol}`)
    const plan = history.plan(s.config.symbol, s.config.timeframe, req.from, req.to)
    if ((await runningJobCount(db, userId)) >= MAX_RUNNING_JOBS) throw tooMany()
    const initialCapital = req.initialCapital ?? s.allocatedCapital
    const row = await insertJob(db, {
      id: req.jobId ?? randomUUID(),
      userId,
      strategyId: s.id,
      strategyName: s.name,
      kind,
      symbol: s.config.symbol,
      timeframe: s.config.timeframe,
      from: plan.from,
      to: plan.to,
      initialCapital,
      params,
      request: req,
      config: s.config,
    })
    if (!row) throw conflict('A job with this id exists already')
    const base = {
      jobId: row.id,
      source: history.source,
      plan,
      config: s.config,
      initialCapital,
      fill: fillModelFor(spec),
      cancel: new SharedArrayBuffer(4),
    }
    return { summary: toSummary(row), base }
  }

  /** Runs a queued job in the pool and records how it ended; resolves with that end. */
  async function run(userId: string, summary: BacktestSummary, task: JobTask): Promise<RunEnd> {
    const started = Date.now()
    progress.track(userId, summary)
    progress.publish(userId, summary)
    const finish = async (change: Parameters<typeof updateJob>[2]) => {
      progress.untrack(summary.id)
      if (stopping) return
      const row = await updateJob(db, summary.id, {
        ...change,
        durationMs: Date.now() - started,
        finished: true,
      })
      if (row) progress.publish(userId, toSummary(row))
    }
    try {
      const end = await pool.run(
        task,
        () => {
          const running = { ...summary, status: 'running' as const }
          progress.track(userId, running)
          void updateJob(db, summary.id, { status: 'running' }).catch(() => undefined)
        },
        (f) => progress.progress(summary.id, f),
      )
      if (end === 'cancelled') await finish({ status: 'cancelled' })
      else if (end.kind === 'backtest')
        await finish({
          status: 'completed',
          progress: 1,
          stats: end.stats,
          resultPacked: end.resultPacked,
        })
      else
        await finish({
          status: 'completed',
          progress: 1,
          stats: end.result.best.stats,
          result: { ...end.result, jobId: summary.id },
        })
      return end
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      await finish({ status: 'failed', error: message })
      throw err
    }
  }

  return {
    workers: pool.size,
    async start(publisher) {
      progress.setPublisher(publisher)
      await failLeftoverJobs(db)
    },
    async stop() {
      stopping = true
      progress.stop()
      await pool.stop()
    },
    async backtest(userId, s, req) {
      const params = req.params ?? {}
      const { summary, base } = await queue(userId, s, 'backtest', req, params)
      run(userId, summary, { ...base, kind: 'backtest', params }).catch(() => undefined)
      return summary
    },
    async optimize(userId, s, req) {
      const { summary, base } = await queue(userId, s, 'optimize', req, {})
      const end = await run(userId, summary, { ...base, kind: 'optimize', request: req }).catch(
        (err: unknown) => {
          throw failureOf(err)
        },
      )
      if (end === 'cancelled') throw conflict('Optimisation cancelled')
      if (end.kind !== 'optimize') throw new Error('an optimisation ended as a backtest')
      return { ...end.result, jobId: summary.id }
    },
    async cancel(userId, id) {
      const current = progress.current(id)
      pool.cancel(id)
      const row = await updateJob(db, id, {
        status: 'cancelled',
        ...(current ? { progress: current.progress } : {}),
        finished: true,
      })
      progress.untrack(id)
      if (!row) return undefined
      const summary = toSummary(row)
      progress.publish(userId, summary)
      return summary
    },
    isRunning: (id) => progress.current(id) !== undefined,
  }
}
