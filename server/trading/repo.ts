import type { MarketKind, Order, OrderStatus, Trade } from '../../protocol/index.ts'
import type { HoldingRow } from '../db/rows.ts'
import type { Queryable } from '../db/types.ts'

export interface OrderRow {
  id: string
  user_id: string
  portfolio_id: string
  client_order_id: string | null
  symbol: string
  market: MarketKind
  side: 'buy' | 'sell'
  order_type: Order['orderType']
  quantity: string
  price: string | null
  stop_price: string | null
  time_in_force: Order['timeInForce']
  post_only: boolean
  reduce_only: boolean
  leverage: number
  status: OrderStatus
  filled_quantity: string
  average_price: string | null
  fees: string
  reserved_cash: string
  /** Option sells: contracts of a long the order holds back (migration 016). */
  reserved_quantity: string
  reason: string | null
  book_seq: string | null
  created_at: Date
  updated_at: Date
}

const num = (v: string | null): number | null => (v === null ? null : Number(v))

export const orderOfRow = (r: OrderRow): Order => ({
  id: r.id,
  clientOrderId: r.client_order_id,
  portfolioId: r.portfolio_id,
  symbol: r.symbol,
  market: r.market,
  side: r.side,
  orderType: r.order_type,
  quantity: Number(r.quantity),
  price: num(r.price),
  stopPrice: num(r.stop_price),
  timeInForce: r.time_in_force,
  postOnly: r.post_only,
  reduceOnly: r.reduce_only,
  leverage: r.leverage,
  status: r.status,
  filledQuantity: Number(r.filled_quantity),
  averagePrice: r.average_price === null ? null : Number(Number(r.average_price).toFixed(8)),
  fees: Number(r.fees),
  reason: r.reason,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

export async function findOrder(
  db: Queryable,
  userId: string,
  id: string,
): Promise<Order | undefined> {
  const [row] = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ])
  return row && orderOfRow(row)
}

const ACTIVE = "('pending', 'open', 'partially_filled')"

export async function listOrders(
  db: Queryable,
  userId: string,
  q: { portfolioId?: string | undefined; status: 'active' | 'history' | 'all'; limit: number },
): Promise<Order[]> {
  const where = ['user_id = $1']
  const params: (string | number)[] = [userId]
  if (q.portfolioId !== undefined) {
    params.push(q.portfolioId)
    where.push(`portfolio_id = $${params.length}`)
  }
  if (q.status === 'active') where.push(`status IN ${ACTIVE}`)
  if (q.status === 'history') where.push(`status NOT IN ${ACTIVE}`)
  params.push(q.limit)
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map(orderOfRow)
}

/** Every resting or pending order, in book arrival order, for the restart. */
export const loadOpenOrders = (db: Queryable): Promise<OrderRow[]> =>
  db.query<OrderRow>(
    `SELECT * FROM orders WHERE status IN ${ACTIVE} ORDER BY book_seq NULLS LAST, created_at`,
  )

interface TradeRow {
  id: string
  order_id: string
  portfolio_id: string
  symbol: string
  market: MarketKind
  side: 'buy' | 'sell'
  price: string
  quantity: string
  fee: string
  liquidity: 'maker' | 'taker'
  realized_pnl: string
  created_at: Date
}

export interface OwnedListQuery {
  portfolioId?: string | undefined
  limit: number
}

/** Rows of a per-portfolio history table that belong to the user, newest first. */
export function ownedHistory<T>(
  db: Queryable,
  table: 'trades' | 'funding_payments',
  userId: string,
  q: OwnedListQuery,
): Promise<T[]> {
  const params: (string | number)[] = [userId, q.limit]
  let extra = ''
  if (q.portfolioId !== undefined) {
    params.push(q.portfolioId)
    extra = 'AND x.portfolio_id = $3'
  }
  return db.query<T>(
    `SELECT x.* FROM ${table} x JOIN portfolios p ON p.id = x.portfolio_id
     WHERE p.user_id = $1 ${extra} ORDER BY x.created_at DESC, x.id DESC LIMIT $2`,
    params,
  )
}

export async function listTrades(
  db: Queryable,
  userId: string,
  q: OwnedListQuery,
): Promise<Trade[]> {
  const rows = await ownedHistory<TradeRow>(db, 'trades', userId, q)
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    portfolioId: r.portfolio_id,
    symbol: r.symbol,
    market: r.market,
    side: r.side,
    price: Number(r.price),
    quantity: Number(r.quantity),
    fee: Number(r.fee),
    liquidity: r.liquidity,
    realizedPnl: Number(r.realized_pnl),
    timestamp: r.created_at.toISOString(),
  }))
}

/** Which portfolio holds a position id (a holding, a perpetual or option position) of this user. */
export async function findPositionOwner(
  db: Queryable,
  userId: string,
  id: string,
): Promise<{ portfolioId: string; symbol: string; market: MarketKind } | undefined> {
  // The tables share these columns; `market` says which one the row came from.
  const rows = await db.query<Pick<HoldingRow, 'portfolio_id' | 'symbol'> & { market: MarketKind }>(
    `SELECT h.portfolio_id, h.symbol, 'spot' AS market FROM holdings h
       JOIN portfolios p ON p.id = h.portfolio_id WHERE h.id = $1 AND p.user_id = $2
     UNION ALL
     SELECT x.portfolio_id, x.symbol, 'perp' AS market FROM perp_positions x
       JOIN portfolios p ON p.id = x.portfolio_id WHERE x.id = $1 AND p.user_id = $2
     UNION ALL
     SELECT x.portfolio_id, x.symbol, 'option' AS market FROM option_positions x
       JOIN portfolios p ON p.id = x.portfolio_id WHERE x.id = $1 AND p.user_id = $2`,
    [id, userId],
  )
  const r = rows[0]
  return r && { portfolioId: r.portfolio_id, symbol: r.symbol, market: r.market }
}
