import { z } from 'zod'
import { kvGet, kvSet } from '../db/kv.ts'
import type { Queryable } from '../db/types.ts'

const KEY = 'market_last_prices'
const stored = z.record(z.string(), z.number().positive())

/**
 * Prices of the last run, so a restart continues the market where it stopped instead of
 * jumping every chart and every portfolio back to the catalogue prices.
 */
export async function loadLastPrices(db: Queryable): Promise<Record<string, number> | undefined> {
  const raw = await kvGet(db, KEY)
  if (raw === undefined) return undefined
  try {
    const parsed = stored.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export async function saveLastPrices(db: Queryable, prices: Record<string, number>): Promise<void> {
  await kvSet(db, KEY, JSON.stringify(prices))
}
