import type { StrategyOrder } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'
import { num, numOrNull, type StrategyEquityRow, type StrategyOrderRow } from './rows.ts'

/** Orders listed at most; the newest. */
const ORDERS_MAX = 1000
/** Equity points listed at most; the newest, oldest first. */
const EQUITY_MAX = 5000

/** Every order the strategy sent, newest first, with the rule that fired. */
export async function strategyOrders(db: Queryable, strategyId: string): Promise<StrategyOrder[]> {
  const rows = await db.query<StrategyOrderRow>(
    `SELECT * FROM strategy_orders WHERE strategy_id = $1
     ORDER BY created_at DESC, client_order_id DESC LIMIT ${ORDERS_MAX}`,
    [strategyId],
  )
  return rows.map((r) => ({
    clientOrderId: r.client_order_id,
    orderId: r.order_id,
    barTime: num(r.bar_time),
    rule: r.rule,
    action: r.action,
    side: r.side,
    quantity: num(r.quantity),
    price: numOrNull(r.price),
    fee: numOrNull(r.fee),
    status: r.status,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

/** The live strategy's equity per evaluated bar, oldest first. */
export async function strategyEquity(
  db: Queryable,
  strategyId: string,
): Promise<{ time: number; equity: number }[]> {
  const rows = await db.query<Pick<StrategyEquityRow, 'time' | 'equity'>>(
    `SELECT time, equity FROM (SELECT time, equity FROM strategy_equity WHERE strategy_id = $1
       ORDER BY time DESC LIMIT ${EQUITY_MAX}) newest ORDER BY time`,
    [strategyId],
  )
  return rows.map((r) => ({ time: num(r.time), equity: num(r.equity) }))
}
