import type { Db } from '../db/types.ts'
import { thinSnapshots } from './retention.ts'
import { allPortfolioIds, insertSnapshot } from './snapshots-repo.ts'

export interface EquityRecorderOptions {
  db: Db
  /** A portfolio's equity now (cash plus positions at market); the trading service's to say. */
  valueOf: (portfolioId: string) => Promise<number>
  /** Portfolios to record each round; defaults to every portfolio in the database. */
  listPortfolioIds?: () => Promise<string[]>
  everyMs?: number
  thinEveryMs?: number
  now?: () => Date
  /** Failures are reported here and never stop the timers. */
  onError?: (err: unknown, what: string) => void
}

export interface EquityRecorder {
  /** Starts the periodic recording and thinning (timers are unref'd). */
  start(): void
  /** Stops the timers and waits for any write in progress, so the database can close after. */
  stop(): Promise<void>
  /**
   * Records one portfolio now. Calls made while a write for the same portfolio is in progress
   * collapse into one more write after it.
   */
  recordNow(portfolioId: string): Promise<void>
  /** One recording round over all portfolios. */
  recordAll(): Promise<void>
  /** Thins old points; returns how many were deleted. */
  thin(): Promise<number>
}

export function createEquityRecorder(opts: EquityRecorderOptions): EquityRecorder {
  const everyMs = opts.everyMs ?? 60_000
  const thinEveryMs = opts.thinEveryMs ?? 3_600_000
  const now = opts.now ?? (() => new Date())
  const list = opts.listPortfolioIds ?? (() => allPortfolioIds(opts.db))
  const report = opts.onError ?? (() => undefined)
  const inFlight = new Set<Promise<unknown>>()
  const running = new Map<string, Promise<void>>()
  const again = new Map<string, Promise<void>>()
  const timers: NodeJS.Timeout[] = []
  let stopped = false

  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p)
    void p.finally(() => inFlight.delete(p)).catch(() => undefined)
    return p
  }

  const write = async (portfolioId: string): Promise<void> => {
    const equity = await opts.valueOf(portfolioId)
    if (!Number.isFinite(equity)) throw new Error(`equity of ${portfolioId} is ${equity}`)
    await insertSnapshot(opts.db, portfolioId, now(), equity)
  }

  const recordNow = (portfolioId: string): Promise<void> => {
    if (stopped) return Promise.resolve()
    const current = running.get(portfolioId)
    if (current) {
      // The write in progress may have read the equity before this fill: one more after it.
      let next = again.get(portfolioId)
      if (!next) {
        next = current
          .catch(() => undefined)
          .then(() => {
            again.delete(portfolioId)
            return recordNow(portfolioId)
          })
        again.set(portfolioId, next)
      }
      return next
    }
    const p = track(write(portfolioId)).finally(() => running.delete(portfolioId))
    running.set(portfolioId, p)
    return p
  }

  const recordAll = async (): Promise<void> => {
    for (const id of await list()) {
      if (stopped) return
      await recordNow(id).catch((err: unknown) => report(err, `recording equity of ${id}`))
    }
  }

  const thin = (): Promise<number> => track(thinSnapshots(opts.db, now()))

  // A round still running when the timer fires again is not doubled up.
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    let busy = false
    const timer = setInterval(() => {
      if (busy || stopped) return
      busy = true
      track(run())
        .catch((err: unknown) => report(err, what))
        .finally(() => (busy = false))
    }, ms)
    timer.unref()
    timers.push(timer)
  }

  return {
    start() {
      if (timers.length > 0) return
      stopped = false
      every(everyMs, 'recording equity', recordAll)
      every(thinEveryMs, 'thinning equity history', thin)
    },
    async stop() {
      stopped = true
      for (const t of timers.splice(0)) clearInterval(t)
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
    recordNow,
    recordAll,
    thin,
  }
}
