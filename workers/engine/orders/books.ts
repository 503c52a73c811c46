/**
 * The four per-portfolio books of the trader's data, each shared by every tab: orders (with the
 * optimistic state machine), positions, fills and balance. Each says how its REST snapshot is
 * taken, merged with pushes that came meanwhile, kept in Dexie and shown.
 */
import {
  order as orderSchema,
  position as positionSchema,
  TRADES_MAX_LIMIT,
  trade as tradeSchema,
  tradingApi as api,
  type Balance,
  type Order,
  type Position,
  type Trade,
} from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { BalanceUpdate, FillsUpdate, OrdersUpdate, OpenPositionsUpdate } from '../types.ts'
import { ORDER_MSG } from './messages.ts'
import {
  confirmedList,
  emptyOrders,
  ORDERS_MAX,
  snapshot,
  viewList,
  type OrdersState,
} from './optimistic.ts'
import { loadBalance, loadList, saveBalance, saveList } from './persist.ts'
import { createPortfolioBooks } from './portfolio-books.ts'
import { withQueued, type QueuedOrders } from './queued-orders.ts'

/** SPEC §9: position updates are batched per 100 ms; the other lists follow the same pace. */
export const POSITIONS_FLUSH_MS = 100
export const ORDERS_FLUSH_MS = 100

/** A value replaced whole by each push; `rev` counts the pushes. */
export interface Versioned<T> {
  value: T
  rev: number
}
const versioned = <T>(value: T): Versioned<T> => ({ value, rev: 0 })
export const pushed = <T>(m: Versioned<T>, value: T): Versioned<T> => ({ value, rev: m.rev + 1 })
/** A push that came while the snapshot was asked for is the newer word: it stays. */
const unlessPushed = <T>(m: Versioned<T>, fresh: T, since: number): Versioned<T> =>
  m.rev > since ? m : { value: fresh, rev: m.rev }

const byTime = (a: Trade, b: Trade): number =>
  Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
/** SPEC §3/§9: fills newest first, at most 1000. */
export const newestFills = (list: readonly Trade[]): Trade[] =>
  [...list].sort(byTime).slice(0, TRADES_MAX_LIMIT)
/** The server lists spot positions, then perpetuals; IndexedDB answers in key order. */
const positionOrder = (a: Position, b: Position): number =>
  a.market.localeCompare(b.market) || a.symbol.localeCompare(b.symbol)

export function createTradingBooks(s: EngineServices, queued: Pick<QueuedOrders, 'list'>) {
  const { gateway, db } = s
  const query = (portfolio_id: string, extra: Record<string, string> = {}) => ({
    query: { portfolio_id, ...extra },
  })

  const orders = createPortfolioBooks<OrdersState, Order[], OrdersUpdate>(s, {
    channel: 'orders',
    intervalMs: ORDERS_FLUSH_MS,
    empty: emptyOrders,
    fetch: (pid) =>
      gateway.call(
        callOf(
          api.listOrders,
          query(pid, { status: 'all', limit: String(ORDERS_MAX) }),
          ORDER_MSG.fetchOrders,
        ),
      ),
    revision: (m) => m.rev,
    merge: snapshot,
    load: async (pid) => {
      const copy = await loadList(db, 'orders', pid, orderSchema)
      return copy && { value: snapshot(emptyOrders(), copy.value, 0), asOf: copy.asOf }
    },
    save: (pid, m, asOf) => saveList(db, 'orders', pid, confirmedList(m), asOf),
    view: (portfolioId, h): OrdersUpdate => ({
      portfolioId,
      orders: withQueued(viewList(h.model), queued.list(portfolioId)),
      ...at(h),
    }),
  })

  const positions = createPortfolioBooks<Versioned<Position[]>, Position[], OpenPositionsUpdate>(
    s,
    {
      channel: 'positions',
      intervalMs: POSITIONS_FLUSH_MS,
      empty: () => versioned([]),
      fetch: (pid) => gateway.call(callOf(api.listPositions, query(pid), ORDER_MSG.fetchPositions)),
      revision: (m) => m.rev,
      merge: unlessPushed,
      load: async (pid) => {
        const copy = await loadList(db, 'positions', pid, positionSchema)
        return copy && { value: versioned(copy.value.sort(positionOrder)), asOf: copy.asOf }
      },
      save: (pid, m, asOf) => saveList(db, 'positions', pid, m.value, asOf),
      view: (portfolioId, h): OpenPositionsUpdate => ({
        portfolioId,
        positions: h.model.value,
        ...at(h),
      }),
    },
  )

  const fills = createPortfolioBooks<Versioned<Trade[]>, Trade[], FillsUpdate>(s, {
    // New fills show in the order pushes; the fills themselves are read over REST.
    channel: 'orders',
    intervalMs: ORDERS_FLUSH_MS,
    empty: () => versioned([]),
    fetch: (pid) =>
      gateway.call(
        callOf(
          api.listTrades,
          query(pid, { limit: String(TRADES_MAX_LIMIT) }),
          ORDER_MSG.fetchTrades,
        ),
      ),
    revision: (m) => m.rev,
    merge: (m, fresh) => ({ value: newestFills(fresh), rev: m.rev }),
    load: async (pid) => {
      const copy = await loadList(db, 'trades', pid, tradeSchema)
      return copy && { value: versioned(newestFills(copy.value)), asOf: copy.asOf }
    },
    save: (pid, m, asOf) => saveList(db, 'trades', pid, newestFills(m.value), asOf),
    view: (portfolioId, h): FillsUpdate => ({ portfolioId, trades: h.model.value, ...at(h) }),
  })

  const balance = createPortfolioBooks<Versioned<Balance | null>, Balance, BalanceUpdate>(s, {
    channel: 'balances',
    intervalMs: POSITIONS_FLUSH_MS,
    empty: () => versioned(null),
    fetch: (pid) =>
      gateway.call(callOf(api.portfolioBalance, { id: pid }, ORDER_MSG.fetchBalances)),
    revision: (m) => m.rev,
    merge: unlessPushed,
    load: async (pid) => {
      const copy = await loadBalance(db, pid)
      return copy && { value: versioned(copy.value), asOf: copy.asOf }
    },
    save: (pid, m, asOf) => saveBalance(db, pid, m.value, asOf),
    view: (portfolioId, h): BalanceUpdate => ({ portfolioId, balance: h.model.value, ...at(h) }),
  })

  return { orders, positions, fills, balance }
}

export type TradingBooks = ReturnType<typeof createTradingBooks>

const at = (h: { asOf: number; fromCache: boolean }) => ({ asOf: h.asOf, fromCache: h.fromCache })
