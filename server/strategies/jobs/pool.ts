import { Worker } from 'node:worker_threads'
import type { FromWorker, JobOutcome, JobTask } from './messages.ts'

const ENTRY = new URL('./worker.ts', import.meta.url)
/**
 * A worker thread starts without the TypeScript loader the main thread runs under (tsx, or
 * vitest in tests): this small script registers tsx's, then imports the TypeScript entry.
 */
const BOOTSTRAP = `const { workerData } = require('node:worker_threads')
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry) })`
/** A cancelled run that has not stopped by then (still building its bars) is terminated. */
const CANCEL_GRACE_MS = 2_000

export const STOPPED = 'Stopped by a server restart'
export const WORKER_LOST = "The job's worker stopped"

export type RunEnd = JobOutcome | 'cancelled'

interface Pending {
  task: JobTask
  onStart: () => void
  onProgress: (fraction: number) => void
  resolve: (end: RunEnd) => void
  reject: (err: Error) => void
}

interface Slot {
  worker: Worker
  job: Pending | undefined
}

/**
 * Worker threads that run backtests and optimisations one at a time each, so a run of millions
 * of bars never holds the server's event loop. Workers start when first needed; one that dies
 * fails its job and is replaced by the next run.
 */
export class JobPool {
  private readonly slots = new Set<Slot>()
  private readonly queue: Pending[] = []
  private stopped = false

  constructor(readonly size: number) {}

  run(task: JobTask, onStart: () => void, onProgress: (f: number) => void): Promise<RunEnd> {
    if (this.stopped) return Promise.reject(new Error(STOPPED))
    return new Promise<RunEnd>((resolve, reject) => {
      this.queue.push({ task, onStart, onProgress, resolve, reject })
      this.dispatch()
    })
  }

  /** Queued: dropped at once; running: the flag the engine reads is set. */
  cancel(jobId: string): void {
    const queued = this.queue.findIndex((p) => p.task.jobId === jobId)
    if (queued >= 0) {
      const [p] = this.queue.splice(queued, 1)
      p?.resolve('cancelled')
      return
    }
    for (const slot of this.slots) {
      if (slot.job?.task.jobId !== jobId) continue
      Atomics.store(new Int32Array(slot.job.task.cancel), 0, 1)
      const job = slot.job
      setTimeout(() => {
        if (slot.job !== job) return
        this.drop(slot)
        job.resolve('cancelled')
      }, CANCEL_GRACE_MS).unref()
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    for (const p of this.queue.splice(0)) p.reject(new Error(STOPPED))
    const slots = [...this.slots]
    this.slots.clear()
    for (const s of slots) s.job?.reject(new Error(STOPPED))
    await Promise.all(slots.map((s) => s.worker.terminate()))
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot()
      if (!slot) return
      const job = this.queue.shift()
      if (!job) return
      slot.job = job
      job.onStart()
      slot.worker.postMessage(job.task)
    }
  }

  private idleSlot(): Slot | undefined {
    for (const s of this.slots) if (!s.job) return s
    if (this.slots.size >= this.size) return undefined
    const slot: Slot = {
      worker: new Worker(BOOTSTRAP, {
        eval: true,
        workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: ENTRY.href },
      }),
      job: undefined,
    }
    slot.worker.on('message', (m: FromWorker) => this.onMessage(slot, m))
    slot.worker.on('error', (err) => this.lost(slot, err))
    slot.worker.on('exit', (code) => this.lost(slot, new Error(`exited with code ${code}`)))
    // An idle worker does not keep the process alive.
    slot.worker.unref()
    this.slots.add(slot)
    return slot
  }

  private onMessage(slot: Slot, m: FromWorker): void {
    const job = slot.job
    if (!job || job.task.jobId !== m.jobId) return
    if (m.type === 'progress') return job.onProgress(m.fraction)
    slot.job = undefined
    if (m.type === 'done') job.resolve(m.outcome)
    else if (m.type === 'cancelled') job.resolve('cancelled')
    else job.reject(new Error(m.message))
    this.dispatch()
  }

  private lost(slot: Slot, err: Error): void {
    if (!this.slots.has(slot)) return
    const job = slot.job
    this.drop(slot)
    job?.reject(new Error(`${WORKER_LOST}: ${err.message}`))
  }

  private drop(slot: Slot): void {
    this.slots.delete(slot)
    slot.job = undefined
    void slot.worker.terminate()
    this.dispatch()
  }
}
