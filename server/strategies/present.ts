import { z } from 'zod'
import {
  strategyBook,
  strategyPerformance,
  type Strategy,
  type StrategyBook,
  type StrategyPerformance,
} from '../../protocol/index.ts'
import { bookEquity, emptyBook } from '../../protocol/strategies/book.ts'
import { strategyConfigShape, type StrategyMarket } from '../../protocol/strategies/config.ts'
import type { Queryable } from '../db/types.ts'
import type { MarketFeed } from '../market/feed.ts'
import { stateRowsOf, strategyRowById, strategyRowsOf } from './repo.ts'
import { num, numOrNull, type StrategyRow, type StrategyStateRow } from './rows.ts'

/** What presenting a strategy reads: its tables and the last price of its symbol. */
export interface StrategyReader {
  db: Queryable
  market: Pick<MarketFeed, 'price'>
}

const lastSignal = strategyPerformance.shape.lastSignal

/** The live book as stored, or the flat one when there is none (or it cannot be read). */
export function bookOf(state: StrategyStateRow | undefined, capital: number): StrategyBook {
  const parsed = strategyBook.safeParse(state?.book)
  return parsed.success ? parsed.data : emptyBook(capital)
}

/** Equity is the book's cash (capital plus realised P&L) plus the open position at `price`. */
export function performanceOf(
  capital: number,
  market: StrategyMarket,
  state: StrategyStateRow | undefined,
  lastError: string | null,
  price: number | undefined,
): StrategyPerformance {
  const book = bookOf(state, capital)
  const unrealized =
    book.quantity !== 0 && price !== undefined ? book.quantity * (price - book.entryPrice) : 0
  // Spot cash has paid for the holding, perp cash has not: the engine's own rule values both.
  const equity =
    price === undefined
      ? book.cash + book.quantity * book.entryPrice
      : bookEquity(book, price, market)
  const trades = state ? Number(state.round_trips) : 0
  const signal = lastSignal.safeParse(state?.last_signal ?? null)
  return {
    equity,
    totalReturn: equity / capital - 1,
    realizedPnl: book.realizedPnl,
    unrealizedPnl: unrealized,
    fees: book.fees,
    trades,
    winRate: trades > 0 ? Number(state?.wins ?? 0) / trades : null,
    maxDrawdown: state ? Number(state.max_drawdown) : 0,
    position:
      book.quantity === 0
        ? null
        : {
            side: book.quantity > 0 ? 'long' : 'short',
            quantity: Math.abs(book.quantity),
            entryPrice: book.entryPrice,
          },
    lastBarTime: state ? numOrNull(state.last_bar_time) : null,
    lastSignal: signal.success ? signal.data : null,
    lastError: lastError ?? state?.last_error ?? null,
  }
}

const lastOrderRow = z.object({
  strategy_id: z.string(),
  status: z.string(),
  message: z.string().nullable(),
})

/** Per strategy, the exchange's refusal of its newest order, if that order was refused. */
async function lastErrorsOf(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<unknown>(
    `SELECT DISTINCT ON (strategy_id) strategy_id, status, message FROM strategy_orders
     WHERE strategy_id IN (SELECT jsonb_array_elements_text($1::jsonb))
     ORDER BY strategy_id, created_at DESC, client_order_id DESC`,
    [JSON.stringify(ids)],
  )
  const out = new Map<string, string>()
  for (const raw of rows) {
    const r = lastOrderRow.parse(raw)
    if (r.status === 'rejected' && r.message !== null) out.set(r.strategy_id, r.message)
  }
  return out
}

function toStrategy(
  reader: StrategyReader,
  r: StrategyRow,
  state: StrategyStateRow | undefined,
  lastError: string | null,
): Strategy {
  const config = strategyConfigShape.parse(r.config)
  const capital = num(r.allocated_capital)
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type,
    config,
    allocatedCapital: capital,
    status: r.status,
    portfolioId: r.portfolio_id,
    templateId: r.template_id,
    swarmId: r.swarm_id,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    performance: performanceOf(
      capital,
      config.market,
      state,
      lastError,
      reader.market.price(config.symbol)?.price,
    ),
  }
}

/** Rows as the API shows them, with their live performance. */
export async function presentStrategies(
  reader: StrategyReader,
  rows: readonly StrategyRow[],
): Promise<Strategy[]> {
  const ids = rows.map((r) => r.id)
  const [states, errors] = await Promise.all([
    stateRowsOf(reader.db, ids),
    lastErrorsOf(reader.db, ids),
  ])
  const stateOf = new Map(states.map((s) => [s.strategy_id, s]))
  return rows.map((r) => toStrategy(reader, r, stateOf.get(r.id), errors.get(r.id) ?? null))
}

export async function presentStrategy(reader: StrategyReader, row: StrategyRow): Promise<Strategy> {
  const [strategy] = await presentStrategies(reader, [row])
  if (!strategy) throw new Error('presenting a strategy gave nothing')
  return strategy
}

/** The user's strategy as the API shows it; undefined when it is missing or someone else's. */
export async function strategyById(
  reader: StrategyReader,
  userId: string,
  id: string,
): Promise<Strategy | undefined> {
  const row = await strategyRowById(reader.db, userId, id)
  return row && presentStrategy(reader, row)
}

export async function listStrategies(reader: StrategyReader, userId: string): Promise<Strategy[]> {
  return presentStrategies(reader, await strategyRowsOf(reader.db, userId))
}
