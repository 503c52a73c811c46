import type { Queryable } from '../db/types.ts'
import { DEFAULT_SLIPPAGE_PERCENT } from './refusals.ts'

/** The trader's slippage tolerance in percent; SPEC §9 default when none is stored. */
export async function slippageTolerance(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ slippage_tolerance: string }>(
    'SELECT slippage_tolerance FROM user_trading_settings WHERE user_id = $1',
    [userId],
  )
  return row ? Number(row.slippage_tolerance) : DEFAULT_SLIPPAGE_PERCENT
}
