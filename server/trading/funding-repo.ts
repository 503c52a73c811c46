import type { FundingPayment } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

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
  q: { portfolioId?: string | undefined; limit: number },
): Promise<FundingPayment[]> {
  const params: (string | number)[] = [userId, q.limit]
  let extra = ''
  if (q.portfolioId !== undefined) {
    params.push(q.portfolioId)
    extra = 'AND f.portfolio_id = $3'
  }
  const rows = await db.query<FundingRow>(
    `SELECT f.* FROM funding_payments f JOIN portfolios p ON p.id = f.portfolio_id
     WHERE p.user_id = $1 ${extra} ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
    params,
  )
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
