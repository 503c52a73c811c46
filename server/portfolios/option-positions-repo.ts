import type { Queryable } from '../db/types.ts'
import { loadOptionRows, optionStateOfRow } from '../options/trading/rows.ts'
import type { OptionPositionState } from '../options/trading/position.ts'
import type { OptionsMarket } from '../options/types.ts'

/** A committed option position with its contract's name. */
export interface OptionPositionRecord extends OptionPositionState {
  symbol: string
}

/** What values option positions: the model's mark of a listed contract. */
export type OptionMarks = Pick<OptionsMarket, 'value' | 'option'>

/** A portfolio's committed option positions, for valuing it (see summarize). */
export async function listOptionPositions(
  db: Queryable,
  portfolioId: string,
): Promise<OptionPositionRecord[]> {
  const rows = await loadOptionRows(db, portfolioId)
  return rows.map((r) => ({ ...optionStateOfRow(r), symbol: r.symbol }))
}

/** The contract's mark now: the model's value, the entry premium once it is no longer listed. */
export const optionMark = (
  options: OptionMarks | undefined,
  p: Pick<OptionPositionRecord, 'symbol' | 'avgPrice'>,
): number => options?.value(p.symbol)?.markPrice ?? p.avgPrice
