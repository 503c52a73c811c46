import type { Queryable } from '../db/types.ts'
import { readSettings } from '../settings/repo.ts'

/**
 * The trader's slippage tolerance in percent, from their settings (SPEC §9 default 0.5 when
 * none is stored): what a delayed order is judged by.
 */
export async function slippageTolerance(db: Queryable, userId: string): Promise<number> {
  return (await readSettings(db, userId)).trading.slippageTolerance
}
