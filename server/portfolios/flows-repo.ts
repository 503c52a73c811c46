import { randomUUID } from 'node:crypto'
import type { FlowKind, PortfolioFlow } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

interface PortfolioFlowRow {
  kind: FlowKind
  amount: number
  symbol: string | null
  created_at: Date
}

export interface NewFlow {
  portfolioId: string
  kind: FlowKind
  /** USD, + into the portfolio, − out of it. */
  amount: number
  symbol?: string | null
  quantity?: number | null
  /** Default: the database's now (the transaction's start). */
  at?: Date
}

/** Records one external flow; called in the transaction of the change it records. */
export async function insertFlow(db: Queryable, f: NewFlow): Promise<void> {
  await db.query(
    `INSERT INTO portfolio_flows (id, portfolio_id, kind, amount, symbol, quantity, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))`,
    [
      randomUUID(),
      f.portfolioId,
      f.kind,
      f.amount,
      f.symbol ?? null,
      f.quantity ?? null,
      f.at ?? null,
    ],
  )
}

/** A portfolio's flows in [from, to] (either bound open when null), oldest first. */
export async function listFlows(
  db: Queryable,
  portfolioId: string,
  from: Date | null = null,
  to: Date | null = null,
): Promise<PortfolioFlow[]> {
  const rows = await db.query<PortfolioFlowRow>(
    `SELECT kind, amount::float8 AS amount, symbol, created_at FROM portfolio_flows
     WHERE portfolio_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)
       AND ($3::timestamptz IS NULL OR created_at <= $3)
     ORDER BY created_at, id`,
    [portfolioId, from, to],
  )
  return rows.map((r) => ({
    time: r.created_at.getTime(),
    amount: Number(r.amount),
    kind: r.kind,
    symbol: r.symbol,
  }))
}
