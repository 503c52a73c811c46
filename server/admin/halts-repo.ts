import type { Queryable } from '../db/types.ts'
import type { Halt } from '../market/halts.ts'

interface HaltRow {
  symbol: string
  reason: string
  halted_at: Date
  halted_by: string
}

export async function loadHalts(db: Queryable): Promise<Halt[]> {
  const rows = await db.query<HaltRow>('SELECT * FROM market_halts ORDER BY symbol')
  return rows.map((r) => ({ symbol: r.symbol, reason: r.reason, at: r.halted_at, by: r.halted_by }))
}

export async function insertHalt(db: Queryable, h: Halt): Promise<void> {
  await db.query(
    'INSERT INTO market_halts (symbol, reason, halted_at, halted_by) VALUES ($1, $2, $3, $4)',
    [h.symbol, h.reason, h.at, h.by],
  )
}

export async function deleteHalt(db: Queryable, symbol: string): Promise<void> {
  await db.query('DELETE FROM market_halts WHERE symbol = $1', [symbol])
}
