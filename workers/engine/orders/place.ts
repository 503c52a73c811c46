/**
 * Placing an order and closing a position (SPEC §4, §5): the trader must be signed in and have
 * a portfolio; the order gets a client id once per call, shown at once as `placing` in the
 * portfolio's orders, and is confirmed or removed by the server's answer.
 */
import {
  QUEUED_STATUS,
  queuedOrderAnswer,
  tradingApi as api,
  type Order,
  type OrderRequest,
  type Position,
} from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { HttpOutcome } from '../http/transport.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult, OrderInput, OrderView } from '../types.ts'
import type { TradingBooks } from './books.ts'
import { ORDER_MSG } from './messages.ts'
import { placeAnswered, placing, received, type OrdersState } from './optimistic.ts'
import { confirmedView, failure, IDEMPOTENCY_HEADER, readAnswer, sendOrder } from './order-send.ts'

/** The order as the trader asked for it, shown until the server's own arrives. */
export function draftOf(req: OrderRequest & { clientOrderId: string; placedAt: string }): Order {
  return {
    id: req.clientOrderId,
    clientOrderId: req.clientOrderId,
    portfolioId: req.portfolioId,
    symbol: req.symbol,
    market: req.market ?? 'spot',
    side: req.side,
    orderType: req.orderType,
    quantity: req.quantity,
    price: req.price ?? null,
    stopPrice: req.stopPrice ?? null,
    timeInForce: req.timeInForce ?? 'GTC',
    postOnly: req.postOnly ?? false,
    reduceOnly: req.reduceOnly ?? false,
    leverage: req.leverage ?? 1,
    status: 'pending',
    filledQuantity: 0,
    averagePrice: null,
    fees: 0,
    reason: null,
    createdAt: req.placedAt,
    updatedAt: req.placedAt,
  }
}

const byClientId = (state: OrdersState | null, clientOrderId: string): Order | null => {
  for (const h of state?.held.values() ?? [])
    if (h.kind === 'server' && h.order.clientOrderId === clientOrderId) return h.order
  return null
}

/** The service worker kept the order to send when the network is back (sync-trades). */
const queuedAnswerOf = (out: HttpOutcome) =>
  out.kind === 'response' && out.status === QUEUED_STATUS
    ? (queuedOrderAnswer.safeParse(out.body).data ?? null)
    : null

/** Where orders that wait for the network go (outbox-sync.ts). */
export interface QueueHooks {
  /** The service worker kept the order and answered 202. */
  queuedNow(view: OrderView): void
  /** No answer at all: keep the order to send later; null when it cannot be kept. */
  keepUnsent(
    req: OrderRequest & { clientOrderId: string; placedAt: string },
  ): Promise<OrderView | null>
}

/** Offline for sure: retrying before the network is back only delays showing the order queued. */
const offline = () =>
  typeof navigator !== 'undefined' && (navigator as { onLine?: boolean }).onLine === false

export function createPlacing(s: EngineServices, books: TradingBooks, queue: QueueHooks) {
  /** SPEC §5: signed in, with a portfolio; the refusal, or null to go on. */
  async function refusal(portfolioId: unknown) {
    // A call made while the engine is starting waits for the start-up check.
    if (s.session.state().status === 'loading') await s.session.start()
    if (s.session.state().status !== 'authenticated')
      return failure(401, ORDER_MSG.notAuthenticated)
    if (typeof portfolioId !== 'string' || portfolioId.trim() === '')
      return failure(400, ORDER_MSG.noPortfolio)
    return null
  }

  const confirmed = (o: Order): EngineResult<OrderView> => {
    books.orders.update(o.portfolioId, (m) => received(m, o), true)
    // SPEC §7: holdings are refetched after an order.
    s.changes.emit({ topic: 'holdings', portfolioId: o.portfolioId })
    return { ok: true, value: confirmedView(o) }
  }

  async function positionOf(portfolioId: string, id: string): Promise<EngineResult<Position>> {
    let list = books.positions.get(portfolioId)?.value ?? null
    if (list === null) {
      const res = await s.gateway.call(
        callOf(api.listPositions, { query: { portfolio_id: portfolioId } }, ORDER_MSG.close),
      )
      if (!res.ok) return res
      list = res.value
    }
    const found = list.find((p) => p.id === id && p.portfolioId === portfolioId)
    return found ? { ok: true, value: found } : failure(404, ORDER_MSG.positionNotFound)
  }

  return {
    placeOrder: async (input: OrderInput): Promise<EngineResult<OrderView>> => {
      const refused = await refusal(input?.portfolioId)
      if (refused) return refused
      const pid = input.portfolioId
      // Made once per call: every resend of this order carries the same key.
      const clientOrderId = crypto.randomUUID()
      const placedAt = new Date(s.clock.now()).toISOString()
      const req = { ...input, clientOrderId, placedAt }
      books.orders.update(pid, (m) => placing(m, draftOf(req)), false)
      const call = callOf(
        api.placeOrder,
        { json: req, headers: { [IDEMPOTENCY_HEADER]: clientOrderId } },
        ORDER_MSG.place,
      )
      const out = await s.gateway.send({ ...call, retry: !offline() }, true)
      const queued = queuedAnswerOf(out)
      if (queued) {
        const view: OrderView = { ...draftOf(req), local: 'queued', queuedAt: queued.queuedAt }
        queue.queuedNow(view)
        books.orders.update(pid, (m) => placeAnswered(m, clientOrderId, null), false)
        return { ok: true, value: view }
      }
      const res = readAnswer(out, call)
      if (res.ok) {
        books.orders.update(pid, (m) => placeAnswered(m, clientOrderId, null), false)
        return confirmed(res.value)
      }
      // No answer, yet the server took it: its push has confirmed it meanwhile.
      const taken =
        res.error.status === null ? byClientId(books.orders.get(pid), clientOrderId) : null
      if (taken) return { ok: true, value: confirmedView(taken) }
      const kept = res.error.status === null ? await queue.keepUnsent(req) : null
      books.orders.update(pid, (m) => placeAnswered(m, clientOrderId, null), false)
      if (kept) return { ok: true, value: kept }
      // SPEC §5: placing needs a live session; however it ended (expired, signed out elsewhere).
      if (res.error.status === 401) return failure(401, ORDER_MSG.notAuthenticated)
      return res
    },

    /** SPEC §4: an opposite-side market order for `quantity`, or the whole position. */
    closePosition: async (
      portfolioId: string,
      positionId: string,
      quantity?: number,
    ): Promise<EngineResult<OrderView>> => {
      const refused = await refusal(portfolioId)
      if (refused) return refused
      const pos = await positionOf(portfolioId, positionId)
      if (!pos.ok) return pos
      const key = crypto.randomUUID()
      const res = await sendOrder(
        s.gateway,
        callOf(
          api.closePosition,
          {
            id: positionId,
            json: quantity === undefined ? {} : { quantity },
            headers: { [IDEMPOTENCY_HEADER]: key },
          },
          ORDER_MSG.close,
        ),
        // Resent with the same key: the server answers a repeat with the first close.
        true,
      )
      return res.ok ? confirmed(res.value) : res
    },
  }
}
