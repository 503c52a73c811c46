import type { BacktestStats, OptimizeRequest, OptimizeResult } from '../../../protocol/index.ts'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import type { FillModel } from '../../../protocol/strategies/engine-types.ts'
import type { HistorySource } from '../history/archive.ts'
import type { PlannedRange } from '../history/range.ts'

/**
 * What the main thread and the job workers say to each other. Both ends are this server's own
 * code, so the messages are typed, not parsed; the worker builds the bars itself from the
 * history source (megabytes never cross the thread boundary, only the plan does).
 */

interface RunBase {
  jobId: string
  source: HistorySource
  plan: PlannedRange
  config: StrategyConfig
  initialCapital: number
  fill: FillModel
  /** Int32 [0]: set to 1 by the main thread to cancel; the engine's `cancelled` hook reads it. */
  cancel: SharedArrayBuffer
}

export interface BacktestTask extends RunBase {
  kind: 'backtest'
  params: Record<string, number>
}

export interface OptimizeTask extends RunBase {
  kind: 'optimize'
  request: OptimizeRequest
}

export type JobTask = BacktestTask | OptimizeTask

/**
 * A backtest's report comes as gzipped JSON (base64) made in the worker: megabytes of fills and
 * trades are serialised and compressed off the main thread, and the database (PGlite runs on the
 * main thread) stores a fifth of the bytes.
 */
export type JobOutcome =
  | { kind: 'backtest'; stats: BacktestStats; resultPacked: string }
  | { kind: 'optimize'; result: Omit<OptimizeResult, 'jobId'> }

export type FromWorker =
  | { type: 'progress'; jobId: string; fraction: number }
  | { type: 'done'; jobId: string; outcome: JobOutcome }
  | { type: 'cancelled'; jobId: string }
  | { type: 'failed'; jobId: string; message: string }
