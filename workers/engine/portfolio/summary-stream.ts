/**
 * The active portfolio as the server values it (the `portfolio` push, every 2 s and after each
 * fill): flushed to the tabs at most every 200 ms, and kept in IndexedDB, at most every 30 s, so
 * that a tab offline still shows the last valuation with its time.
 */
import { z } from 'zod'
import { portfolioSummary, type PortfolioSummary } from '../../../protocol/index.ts'
import { createKeyedBatcher } from '../batch/keyed-batcher.ts'
import type { Clock } from '../deps.ts'
import type { Emit, Stop } from '../domain.ts'
import type { EngineDb } from '../store/db.ts'
import { deleteKv, readKv, writeKv } from '../store/rows.ts'
import type { PortfolioSummaryUpdate } from '../types.ts'

export const SUMMARY_FLUSH_MS = 200
export const SUMMARY_SAVE_MS = 30_000
const KEY = 'portfolio.summary'
const ONLY = 'summary'

const stored = z.object({ summary: portfolioSummary.nullable(), asOf: z.number() })

export function createSummaryStream(deps: {
  clock: Clock
  db: EngineDb
  log: (m: string, d?: unknown) => void
}) {
  const { clock, db, log } = deps
  const batcher = createKeyedBatcher<PortfolioSummaryUpdate>({
    clock,
    intervalMs: SUMMARY_FLUSH_MS,
    keyOf: () => ONLY,
    onDeliverError: (err) => log('portfolio push failed', err),
  })
  let latest: PortfolioSummaryUpdate | null = null
  let savedAt = -Infinity

  return {
    receive(summary: PortfolioSummary | null): void {
      const now = clock.now()
      latest = { summary, asOf: now, fromCache: false }
      batcher.push(latest)
      if (now - savedAt < SUMMARY_SAVE_MS) return
      savedAt = now
      writeKv(db, KEY, { summary, asOf: now }).catch((err: unknown) => log('save summary', err))
    },
    /** The last valuation known (memory, else IndexedDB) at once, then each new one. */
    watch(emit: Emit<PortfolioSummaryUpdate>): Stop {
      const sink = batcher.addSink([ONLY], (values) => values.forEach(emit))
      if (latest === null)
        readKv(db, KEY, stored)
          .then((row) => {
            if (row && latest === null) emit({ ...row, fromCache: true })
          })
          .catch((err: unknown) => log('read summary', err))
      return () => batcher.removeSink(sink)
    },
    /** Signed out: the next person on this browser must not see it. */
    async forget(): Promise<void> {
      latest = null
      savedAt = -Infinity
      await deleteKv(db, KEY)
    },
    dispose: () => batcher.dispose(),
  }
}
