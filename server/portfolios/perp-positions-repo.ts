import type { PerpPositionRow } from '../db/rows.ts'
import type { Queryable } from '../db/types.ts'
import { fromDbRow, type PerpPositionRecord } from '../perps/wire.ts'

/** A portfolio's committed perpetual positions, for valuing it (see summarize). */
export async function listPerpPositions(
  db: Queryable,
  portfolioId: string,
): Promise<PerpPositionRecord[]> {
  const rows = await db.query<PerpPositionRow>(
    'SELECT * FROM perp_positions WHERE portfolio_id = $1 ORDER BY symbol',
    [portfolioId],
  )
  return rows.map(fromDbRow)
}
