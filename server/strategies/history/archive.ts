import { randomInt } from 'node:crypto'
import { z } from 'zod'
import { TIMEFRAME_MS, type Timeframe } from '../../../protocol/index.ts'
import { kvGetOrCreate } from '../../db/kv.ts'
import type { Queryable } from '../../db/types.ts'

const DAY_MS = 86_400_000
const YEAR_MS = 365 * DAY_MS

/** How far back the archive reaches per timeframe: 10 years of 1d and 1h, 2 of 5m and 1m. */
export const HISTORY_DEPTH_MS: Record<Timeframe, number> = {
  '1m': 2 * YEAR_MS,
  '5m': 2 * YEAR_MS,
  '1h': 10 * YEAR_MS,
  '1d': 10 * YEAR_MS,
}

/**
 * Where the archive comes from: every series is generated backward from `anchor` (a UTC
 * midnight) with the simulator's walk, its randomness drawn from `seed`. Kept in settings_kv from
 * the first start on, so the archive (and every backtest on it) is the same after a restart.
 */
export const historySource = z.object({
  seed: z.number().int().min(0),
  anchor: z.number().int().min(0),
})
export type HistorySource = z.infer<typeof historySource>

export const HISTORY_KEY = 'strategies.history'

/** The stored source, created on first start from the market seed (else a random one). */
export async function loadHistorySource(
  db: Queryable,
  marketSeed: number | undefined,
  now = Date.now(),
): Promise<HistorySource> {
  const made = (): string =>
    JSON.stringify({
      seed: marketSeed === undefined ? randomInt(2 ** 31) : Math.abs(Math.trunc(marketSeed)),
      anchor: Math.floor(now / DAY_MS) * DAY_MS,
    } satisfies HistorySource)
  const stored = historySource.safeParse(JSON.parse(await kvGetOrCreate(db, HISTORY_KEY, made)))
  if (!stored.success) throw new Error(`settings_kv ${HISTORY_KEY} is not a history source`)
  return stored.data
}

/** Open time of the archive's oldest bar of `timeframe`. */
export const archiveStart = (source: HistorySource, timeframe: Timeframe): number =>
  source.anchor -
  Math.floor(HISTORY_DEPTH_MS[timeframe] / TIMEFRAME_MS[timeframe]) * TIMEFRAME_MS[timeframe]
