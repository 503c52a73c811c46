import type { FundingPayment } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'
import { ownedHistory, type OwnedListQuery } from './repo.ts'

interface FundingRow {
  id: string
  portfolio_id: string
  position_id: string
  symbol: string
  side: 'long' | 'short'
  size: string
  mark_price: string
  rate: string
  payment: string
  created_at: Date
}

/** The user's funding settlements, newest first, optionally of one portfolio. */
export async function listFunding(
  db: Queryable,
  userId: string,
  q: OwnedListQuery,
): Promise<FundingPayment[]> {
  const rows = await ownedHistory<FundingRow>(db, 'funding_payments', userId, q)
  return rows.map((r) => ({
    id: r.id,
    portfolioId: r.portfolio_id,
    positionId: r.position_id,
    symbol: r.symbol,
    side: r.side,
    size: Number(r.size),
    markPrice: Number(r.mark_price),
    rate: Number(r.rate),
    payment: Number(r.payment),
    timestamp: r.created_at.toISOString(),
  }))
}
