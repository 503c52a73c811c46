/**
 * Modifying and cancelling orders (SPEC §4): shown at once as `modifying` / `cancelling` in the
 * watched portfolio's orders, then confirmed by the server's answer, or back to the server's
 * last word when it refuses (SPEC §8: "Failed to update orders", "Failed to cancel orders").
 */
import { ACTIVE_ORDER_STATUSES, tradingApi as api } from '../../../protocol/index.ts'
import type { Order, OrderModify } from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult, OrderView } from '../types.ts'
import type { TradingBooks } from './books.ts'
import { ORDER_MSG } from './messages.ts'
import {
  emptyOrders,
  findOrder,
  pendingSettled,
  pendingStarted,
  type OrdersState,
  type Pending,
} from './optimistic.ts'
import { confirmedView, failure } from './order-send.ts'

export function createOrderActions(s: EngineServices, books: TradingBooks) {
  let nextOp = 1

  /** The watched portfolio holding order `id`, if any. */
  const portfolioOf = (id: string): string | null =>
    books.orders.watched().find((pid) => findOrder(books.orders.get(pid) ?? emptyOrders(), id)) ??
    null

  /** One optimistic change of one order, settled by the server's answer. */
  async function change(
    id: string,
    pending: Pending,
    send: () => Promise<EngineResult<Order>>,
  ): Promise<EngineResult<OrderView>> {
    const pid = portfolioOf(id)
    if (pid !== null) books.orders.update(pid, (m) => pendingStarted(m, id, pending), false)
    const res = await send()
    const target = res.ok ? res.value.portfolioId : pid
    if (target !== null)
      books.orders.update(
        target,
        (m) => pendingSettled(m, id, pending.op, res.ok ? res.value : null),
        res.ok,
      )
    return res.ok ? { ok: true, value: confirmedView(res.value) } : res
  }

  const activeOf = (state: OrdersState | null, symbol: string | undefined): string[] => {
    const ids: string[] = []
    for (const h of state?.held.values() ?? []) {
      if (h.kind !== 'server' || !ACTIVE_ORDER_STATUSES.includes(h.order.status)) continue
      if (symbol === undefined || h.order.symbol === symbol) ids.push(h.order.id)
    }
    return ids
  }

  return {
    modifyOrder: (id: string, patch: OrderModify): Promise<EngineResult<OrderView>> =>
      change(id, { op: nextOp++, kind: 'modify', patch }, () =>
        s.gateway.call(callOf(api.modifyOrder, { id, json: patch }, ORDER_MSG.update)),
      ),

    cancelOrder: (id: string): Promise<EngineResult<OrderView>> =>
      change(id, { op: nextOp++, kind: 'cancel' }, () =>
        s.gateway.call(callOf(api.cancelOrder, { id }, ORDER_MSG.cancel)),
      ),

    /** Every active order of the portfolio (of one symbol when given). */
    cancelAllOrders: async (
      portfolioId: string,
      symbol?: string,
    ): Promise<EngineResult<OrderView[]>> => {
      if (typeof portfolioId !== 'string' || portfolioId.trim() === '')
        return failure(400, ORDER_MSG.noPortfolio)
      const op = nextOp++
      const ids = activeOf(books.orders.get(portfolioId), symbol)
      books.orders.update(
        portfolioId,
        (m) => ids.reduce((st, id) => pendingStarted(st, id, { op, kind: 'cancel' }), m),
        false,
      )
      const query =
        symbol === undefined ? { portfolio_id: portfolioId } : { portfolio_id: portfolioId, symbol }
      const res = await s.gateway.call(callOf(api.cancelAllOrders, { query }, ORDER_MSG.cancel))
      const cancelled = res.ok ? res.value.cancelled : []
      books.orders.update(
        portfolioId,
        (m) => {
          let st = ids.reduce((acc, id) => pendingSettled(acc, id, op, null), m)
          for (const o of cancelled) st = pendingSettled(st, o.id, op, o)
          return st
        },
        res.ok,
      )
      return res.ok ? { ok: true, value: cancelled.map(confirmedView) } : res
    },
  }
}
