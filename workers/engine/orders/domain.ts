/**
 * The orders domain: placing, modifying and cancelling orders and closing positions, with
 * optimistic updates confirmed or reverted by the server (SPEC §4); the signed-in user's orders,
 * positions, fills and balances per portfolio, shared by every tab, live from the private
 * channels and kept in Dexie; the server's liquidation warnings.
 */
import { ID_MAX } from '../../../protocol/index.ts'
import { defineDomain, type Emit, type Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type {
  BalanceUpdate,
  FillsUpdate,
  LiquidationWarning,
  OrderNotice,
  OrdersUpdate,
  OpenPositionsUpdate,
} from '../types.ts'
import { createOrderActions } from './actions.ts'
import { createTradingBooks } from './books.ts'
import { createLiquidationWarnings } from './liquidations.ts'
import { createOutboxSync } from './outbox-sync.ts'
import { createPlacing } from './place.ts'
import { createQueuedOrders } from './queued-orders.ts'
import { createTradingStreams } from './streams.ts'

/** A portfolio id from a tab, checked before it reaches a request or a map key. */
const portfolioIdOk = (id: unknown): id is string =>
  typeof id === 'string' && id !== '' && id.length <= ID_MAX

export function createOrdersDomain(s: EngineServices) {
  // Queued orders are shown in the orders book: a change to them shows the book again.
  const queued = createQueuedOrders((pid) => books.orders.refresh(pid))
  const books = createTradingBooks(s, queued)
  const streams = createTradingStreams(s, books)
  const warnings = createLiquidationWarnings(s)
  const outbox = createOutboxSync(s, books, queued, s.outbox)
  const placing = createPlacing(s, books, outbox)
  const actions = createOrderActions(s, books)
  const perPortfolio =
    <U>(book: { watch(pid: string, emit: Emit<U>): Stop }) =>
    (portfolioId: string, emit: Emit<U>): Stop =>
      portfolioIdOk(portfolioId) ? book.watch(portfolioId, emit) : () => undefined

  return defineDomain({
    calls: {
      /** Places an order; the answer is the server's order, or SPEC §8's message. */
      placeOrder: placing.placeOrder,
      modifyOrder: actions.modifyOrder,
      cancelOrder: actions.cancelOrder,
      /** Every active order of the portfolio (of one symbol when given). */
      cancelAllOrders: actions.cancelAllOrders,
      /** SPEC §4: an opposite-side market order for `quantity`, or the whole position. */
      closePosition: placing.closePosition,
      /** Takes back an order queued offline, unless it is being sent right now. */
      cancelQueuedOrder: outbox.cancelQueued,
    },
    watches: {
      /** Active and past orders, newest first (≤ 1000), at most every 100 ms. */
      watchOrders: perPortfolio<OrdersUpdate>(books.orders),
      /** Open positions, at most every 100 ms (SPEC §9). */
      watchPositions: perPortfolio<OpenPositionsUpdate>(books.positions),
      /** Fills, newest first (≤ 1000), read again when an order push shows new fills. */
      watchFills: perPortfolio<FillsUpdate>(books.fills),
      watchBalance: perPortfolio<BalanceUpdate>(books.balance),
      watchLiquidationWarnings: (emit: Emit<LiquidationWarning>) => warnings.watch(emit),
      /** Queued orders the server refused on replay, with its reason. */
      watchOrderNotices: (emit: Emit<OrderNotice>) => outbox.watchNotices(emit),
    },
    streams: streams.handlers,
    dispose() {
      streams.dispose()
      warnings.dispose()
      outbox.dispose()
    },
  })
}
