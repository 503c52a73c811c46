import type { Db } from '../db/types.ts'
import { mergeUnits, type UnitOfWork } from './unit-of-work.ts'

/**
 * Group commit: units queue while a commit runs; as soon as it finishes, everything queued goes
 * out in one transaction. Under load many orders share one commit (one WAL flush) instead of
 * waiting for one each. Commits are strictly in order, so a unit is never durable before a unit
 * it could depend on.
 *
 * A failed commit means memory (balances, books) is ahead of the database with no way to undo
 * the matching that already happened. Carrying on would diverge silently, so `onFatal` is called
 * (the server logs and exits; a restart reloads the last committed state).
 */
export class GroupCommitWriter {
  private queue: { unit: UnitOfWork; resolve: () => void; reject: (e: unknown) => void }[] = []
  private running: Promise<void> | undefined
  private failed: unknown
  commits = 0
  committedUnits = 0

  constructor(
    private readonly db: Db,
    private readonly afterCommit: (units: UnitOfWork[]) => void,
    private readonly onFatal: (err: unknown) => void,
  ) {}

  /** Resolves once the unit is committed. */
  write(unit: UnitOfWork): Promise<void> {
    if (this.failed !== undefined) return Promise.reject(new Error('trading writer has failed'))
    const done = new Promise<void>((resolve, reject) => {
      this.queue.push({ unit, resolve, reject })
    })
    this.running ??= this.drain()
    return done
  }

  /** Resolves when everything queued so far is committed. */
  async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined)
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        // Let requests already past their reads reach write() first: with an embedded database
        // that runs one statement at a time they would otherwise each wait for their own commit.
        await new Promise<void>((r) => setImmediate(r))
        const batch = this.queue
        this.queue = []
        const units = batch.map((b) => b.unit)
        const stmts = mergeUnits(units)
        try {
          if (stmts.length > 0)
            await this.db.transaction(async (tx) => {
              for (const s of stmts) await tx.query(s.sql, s.params)
            })
        } catch (err) {
          this.failed = err
          for (const b of [...batch, ...this.queue.splice(0)]) b.reject(err)
          this.onFatal(err)
          return
        }
        this.commits += 1
        this.committedUnits += units.length
        for (const b of batch) b.resolve()
        this.afterCommit(units)
      }
    } finally {
      this.running = undefined
    }
  }
}
