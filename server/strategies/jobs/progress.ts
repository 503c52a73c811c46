import { PROGRESS_INTERVAL_MS, type BacktestSummary } from '../../../protocol/index.ts'
import type { Db } from '../../db/types.ts'
import type { WsHub } from '../../ws/hub.ts'
import { updateJob } from './repo.ts'

export type JobPublisher = Pick<WsHub, 'publish'>

/** How often a running job's progress is written to its row (pushes are far more frequent). */
const ROW_WRITE_MS = 1_000

interface Running {
  userId: string
  summary: BacktestSummary
  writtenAt: number
}

/**
 * The running jobs' progress: pushed on each owner's `strategies` channel every
 * PROGRESS_INTERVAL_MS (so at least ten times a second whatever the worker reports, even while
 * it is still building its bars), and written to the row about once a second.
 */
export class JobProgress {
  private readonly running = new Map<string, Running>()
  private timer: NodeJS.Timeout | undefined
  private publisher: JobPublisher | undefined

  constructor(private readonly db: Db) {}

  setPublisher(publisher: JobPublisher): void {
    this.publisher = publisher
  }

  /** Tells the owner about a job now (created, started, finished). */
  publish(userId: string, job: BacktestSummary): void {
    this.publisher?.publish(userId, 'strategies', { kind: 'job', job })
  }

  track(userId: string, summary: BacktestSummary): void {
    this.running.set(summary.id, { userId, summary, writtenAt: Date.now() })
    this.timer ??= setInterval(() => this.tick(), PROGRESS_INTERVAL_MS)
  }

  /** The worker's latest fraction; only ever forward. */
  progress(id: string, fraction: number): void {
    const r = this.running.get(id)
    if (r && fraction > r.summary.progress) r.summary = { ...r.summary, progress: fraction }
  }

  current(id: string): BacktestSummary | undefined {
    return this.running.get(id)?.summary
  }

  untrack(id: string): void {
    this.running.delete(id)
    if (this.running.size === 0) {
      clearInterval(this.timer)
      this.timer = undefined
    }
  }

  stop(): void {
    this.running.clear()
    clearInterval(this.timer)
    this.timer = undefined
  }

  private tick(): void {
    const now = Date.now()
    for (const [id, r] of this.running) {
      this.publish(r.userId, r.summary)
      if (now - r.writtenAt < ROW_WRITE_MS) continue
      r.writtenAt = now
      // A lost progress write is superseded by the next one or by the job's end.
      updateJob(this.db, id, { progress: r.summary.progress }).catch(() => undefined)
    }
  }
}
