import {
  strategyBook,
  strategyPerformance,
  type StrategyBook,
  type StrategyPerformance,
} from '../../../protocol/index.ts'
import { emptyBook } from '../../../protocol/strategies/book.ts'
import type { Db, Queryable } from '../../db/types.ts'
import {
  num,
  numOrNull,
  type StrategyOrderRow,
  type StrategyRow,
  type StrategyStateRow,
} from '../rows.ts'

/** What the live runner keeps of a strategy between bars (strategy_state), parsed. */
export interface LiveState {
  book: StrategyBook
  /** Open time of the last bar evaluated. */
  lastBarTime: number | null
  roundTrips: number
  wins: number
  peakEquity: number
  maxDrawdown: number
  lastSignal: StrategyPerformance['lastSignal']
  lastError: string | null
}

export type LiveSignal = NonNullable<StrategyPerformance['lastSignal']>

/** One order's outcome, as strategy_orders records it. */
export interface OrderOutcome {
  clientOrderId: string
  orderId: string | null
  status: 'filled' | 'rejected'
  quantity: number
  price: number | null
  fee: number | null
  message: string | null
}

export async function activeStrategyRows(db: Queryable): Promise<StrategyRow[]> {
  return db.query<StrategyRow>(
    "SELECT * FROM strategies WHERE status = 'active' ORDER BY created_at, id",
  )
}

/** The row whoever owns it: the runner acts for the owner the row names. */
export async function strategyRowOf(db: Queryable, id: string): Promise<StrategyRow | undefined> {
  const rows = await db.query<StrategyRow>('SELECT * FROM strategies WHERE id = $1', [id])
  return rows[0]
}

const signalShape = strategyPerformance.shape.lastSignal

/** The stored state, or a fresh one holding the allocated capital (never traded). */
export async function loadLiveState(
  db: Queryable,
  id: string,
  capital: number,
): Promise<LiveState> {
  const [row] = await db.query<StrategyStateRow>(
    'SELECT * FROM strategy_state WHERE strategy_id = $1',
    [id],
  )
  const book = strategyBook.safeParse(row?.book)
  const signal = signalShape.safeParse(row?.last_signal ?? null)
  return {
    book: book.success ? book.data : emptyBook(capital),
    lastBarTime: row ? numOrNull(row.last_bar_time) : null,
    roundTrips: row ? Number(row.round_trips) : 0,
    wins: row ? Number(row.wins) : 0,
    peakEquity: row ? num(row.peak_equity) : capital,
    maxDrawdown: row ? Number(row.max_drawdown) : 0,
    lastSignal: signal.success ? signal.data : null,
    lastError: row?.last_error ?? null,
  }
}

export async function saveLiveState(tx: Queryable, id: string, s: LiveState): Promise<void> {
  await tx.query(
    `INSERT INTO strategy_state (strategy_id, book, last_bar_time, round_trips, wins, peak_equity,
       max_drawdown, last_signal, last_error, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
     ON CONFLICT (strategy_id) DO UPDATE SET book = EXCLUDED.book,
       last_bar_time = EXCLUDED.last_bar_time, round_trips = EXCLUDED.round_trips,
       wins = EXCLUDED.wins, peak_equity = EXCLUDED.peak_equity,
       max_drawdown = EXCLUDED.max_drawdown, last_signal = EXCLUDED.last_signal,
       last_error = EXCLUDED.last_error, updated_at = EXCLUDED.updated_at`,
    [
      id,
      JSON.stringify(s.book),
      s.lastBarTime,
      s.roundTrips,
      s.wins,
      s.peakEquity,
      s.maxDrawdown,
      s.lastSignal === null ? null : JSON.stringify(s.lastSignal),
      s.lastError,
      new Date(),
    ],
  )
}

export interface SentOrder {
  clientOrderId: string
  strategyId: string
  barTime: number
  rule: string
  action: string
  side: 'buy' | 'sell'
  quantity: number
}

/** Committed before the order is sent, so the trace names the rule even if the server dies. */
export async function insertSentOrder(db: Queryable, o: SentOrder): Promise<void> {
  await db.query(
    `INSERT INTO strategy_orders (client_order_id, strategy_id, bar_time, rule, action, side,
       quantity, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'sent', $8)
     ON CONFLICT (client_order_id) DO NOTHING`,
    [o.clientOrderId, o.strategyId, o.barTime, o.rule, o.action, o.side, o.quantity, new Date()],
  )
}

/** The bar's outcome in one commit: the order's fate, the state and the equity point. */
export async function commitBar(
  db: Db,
  id: string,
  state: LiveState,
  outcome: OrderOutcome | null,
  point: { time: number; equity: number } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (outcome)
      await tx.query(
        `UPDATE strategy_orders SET order_id = $2, status = $3, quantity = $4, price = $5,
           fee = $6, message = $7 WHERE client_order_id = $1`,
        [
          outcome.clientOrderId,
          outcome.orderId,
          outcome.status,
          outcome.quantity,
          outcome.price,
          outcome.fee,
          outcome.message,
        ],
      )
    await saveLiveState(tx, id, state)
    if (point) await insertEquityPoint(tx, id, point)
  })
}

export async function insertEquityPoint(
  tx: Queryable,
  id: string,
  point: { time: number; equity: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO strategy_equity (strategy_id, time, equity) VALUES ($1, $2, $3)
     ON CONFLICT (strategy_id, time) DO UPDATE SET equity = EXCLUDED.equity`,
    [id, point.time, point.equity],
  )
}

/** A strategy that cannot run (its portfolio is gone) is paused, its state saying why. */
export async function pauseWithError(db: Db, id: string, state: LiveState): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE strategies SET status = 'paused', updated_at = $2 WHERE id = $1", [
      id,
      new Date(),
    ])
    await saveLiveState(tx, id, state)
  })
}

/** strategy_orders rows still 'sent': the server stopped between sending and recording. */
export async function unsettledOrders(db: Queryable, strategyId: string): Promise<SentOrder[]> {
  const rows = await db.query<StrategyOrderRow>(
    "SELECT * FROM strategy_orders WHERE strategy_id = $1 AND status = 'sent' ORDER BY created_at",
    [strategyId],
  )
  return rows.map((r) => ({
    clientOrderId: r.client_order_id,
    strategyId: r.strategy_id,
    barTime: num(r.bar_time),
    rule: r.rule,
    action: r.action,
    side: r.side,
    quantity: num(r.quantity),
  }))
}

/** What booking a fill reads of the exchange's order (an API order has these fields too). */
export interface CommittedOrder {
  id: string
  filledQuantity: number
  averagePrice: number | null
  fees: number
  status: string
  reason: string | null
}

/** The exchange's order under a strategy's key, if it was committed. */
export async function committedOrder(
  db: Queryable,
  userId: string,
  clientOrderId: string,
): Promise<CommittedOrder | undefined> {
  const [row] = await db.query<{
    id: string
    filled_quantity: string
    average_price: string | null
    fees: string
    status: string
    reason: string | null
  }>(
    `SELECT id, filled_quantity, average_price, fees, status, reason FROM orders
     WHERE user_id = $1 AND client_order_id = $2`,
    [userId, clientOrderId],
  )
  return (
    row && {
      id: row.id,
      filledQuantity: num(row.filled_quantity),
      averagePrice: numOrNull(row.average_price),
      fees: num(row.fees),
      status: row.status,
      reason: row.reason,
    }
  )
}
