/**
 * The engine's side of sync-trades. The service worker keeps orders that could not reach the
 * server in the outbox (workers/outbox) and answers 202; here they are shown as queued, can be
 * cancelled before they are sent, and are replayed whenever the engine's socket connects (the
 * network is back), so browsers without Background Sync replay too. Whoever replays reports on
 * the outbox channel; a refusal reaches the tabs as a notice with the server's reason.
 */
import {
  REPLAY_HEADER,
  orderRequest,
  outboxEvent,
  type OrderRequest,
  type OutboxEvent,
} from '../../../protocol/index.ts'
import { parseJson } from '../../outbox/json.ts'
import type { OrderOutbox, OutboxRow } from '../../outbox/outbox.ts'
import { replayOutbox, type SendOutcome } from '../../outbox/replay.ts'
import type { Emit, Stop } from '../domain.ts'
import type { Gateway } from '../http/gateway.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult, OrderNotice, OrderView } from '../types.ts'
import type { TradingBooks } from './books.ts'
import { IDEMPOTENCY_HEADER, failure } from './order-send.ts'
import { received } from './optimistic.ts'
import { draftOf } from './place.ts'
import type { QueuedOrders } from './queued-orders.ts'

export const ALREADY_SENDING = 'The order is being sent and can no longer be cancelled'
/** After the engine keeps an order while its socket is up, the replay tries again this soon. */
export const KEPT_REPLAY_MS = 2_000
/** Orders left in the outbox while connected are retried, waits doubling up to this. */
const MAX_REPLAY_WAIT_MS = 60_000

type PlacedRequest = OrderRequest & { clientOrderId: string; placedAt: string }

export interface OutboxDeps {
  outbox: OrderOutbox | null
  channel:
    | (Pick<BroadcastChannel, 'postMessage' | 'close'> & {
        onmessage: ((ev: MessageEvent) => void) | null
      })
    | null
}

/** The order a queued row asks for, as the trader placed it; null when the row is unusable. */
export function queuedView(row: OutboxRow): OrderView | null {
  const req = orderRequest.safeParse(parseJson(row.body))
  if (!req.success) return null
  const placedAt = req.data.placedAt ?? new Date(row.queuedAt).toISOString()
  const draft = draftOf({ ...req.data, clientOrderId: row.key, placedAt })
  return { ...draft, local: 'queued', queuedAt: row.queuedAt }
}

export function createOutboxSync(
  s: EngineServices,
  books: TradingBooks,
  queued: QueuedOrders,
  deps: OutboxDeps,
) {
  const { outbox, channel } = deps
  const notices = new Set<Emit<OrderNotice>>()
  const notify = (n: OrderNotice) => {
    for (const emit of notices) {
      try {
        emit(n)
      } catch (err) {
        s.log('order notice failed', err)
      }
    }
  }

  function apply(e: OutboxEvent): void {
    if (e.kind === 'queued') {
      // Queued by a request this engine did not make (its own answer shows it already).
      if (outbox && !queued.has(e.portfolioId, e.key))
        void show(outbox.get(e.key).then((row) => [row]))
      return
    }
    queued.delete(e.portfolioId, e.key)
    if (e.kind === 'placed') books.orders.update(e.portfolioId, (m) => received(m, e.order), true)
    if (e.kind === 'refused')
      notify({ kind: 'refused', clientOrderId: e.key, symbol: e.symbol, message: e.message })
  }

  if (channel)
    channel.onmessage = (ev: MessageEvent) => {
      const parsed = outboxEvent.safeParse(ev.data)
      if (parsed.success) apply(parsed.data)
      else s.log('outbox message refused', parsed.error)
    }

  /** Shows queued rows read from the outbox: all of them at start, one when told of it. */
  function show(read: Promise<readonly (OutboxRow | null)[]>): Promise<void> {
    return read.then(
      (rows) => {
        for (const row of rows) {
          const view = row && queuedView(row)
          if (view && !queued.has(view.portfolioId, view.id)) queued.set(view)
        }
      },
      (err: unknown) => s.log('outbox read failed', err),
    )
  }

  const send = gatewaySend(s.gateway)

  const timers = new Set<ReturnType<typeof s.clock.setTimeout>>()
  const later = (ms: number) => {
    const timer = s.clock.setTimeout(() => {
      timers.delete(timer)
      void replay()
    }, ms)
    timers.add(timer)
  }

  let replaying: Promise<void> | null = null
  /** Asked again while a replay ran (the socket came back, an order was kept): once more after. */
  let again = false
  let retries = 0
  /** Sends what the outbox holds, once at a time; needs a signed-in session for fresh tokens. */
  function replay(): Promise<void> {
    if (!outbox || s.session.state().status !== 'authenticated') return Promise.resolve()
    if (replaying) {
      again = true
      return replaying
    }
    replaying = (async () => {
      let left: number
      do {
        again = false
        const result = await replayOutbox({
          outbox,
          send,
          publish: (e) => {
            apply(e)
            channel?.postMessage(e)
          },
          now: () => s.clock.now(),
        })
        left = result.left
      } while (again)
      if (left === 0) retries = 0
      // Orders wait while the socket is up: no reconnect will come to send them, so try again.
      else if (s.socket.state().status === 'connected')
        later(Math.min(KEPT_REPLAY_MS * 2 ** retries++, MAX_REPLAY_WAIT_MS))
    })()
      .catch((err: unknown) => s.log('outbox replay failed', err))
      .finally(() => {
        replaying = null
      })
    return replaying
  }

  const stopSocket = s.socket.watch((state) => {
    if (state.status === 'connected') void replay()
  })
  if (outbox) void show(outbox.list())

  return {
    /** The order's answer was 202: it waits in the outbox. */
    queuedNow(view: OrderView): void {
      queued.set(view)
    },
    /**
     * The engine's own request got no answer and no service worker kept it (none in control of
     * this worker yet, or none at all): kept in the outbox the same way, with its key, so it is
     * sent exactly once when the network is back. Null when there is no outbox to keep it in.
     */
    async keepUnsent(req: PlacedRequest): Promise<OrderView | null> {
      if (!outbox) return null
      const queuedAt = s.clock.now()
      const key = req.clientOrderId
      try {
        await outbox.add({
          key,
          portfolioId: req.portfolioId,
          symbol: req.symbol,
          body: JSON.stringify(req),
          // No bearer token: a token kept on disk would expire; the engine's replay adds a fresh one.
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          queuedAt,
        })
      } catch (err) {
        s.log('outbox write failed', err)
        return null
      }
      const view: OrderView = { ...draftOf(req), local: 'queued', queuedAt }
      queued.set(view)
      channel?.postMessage({ kind: 'queued', key, portfolioId: req.portfolioId })
      // Only the request failed, the socket is up: no reconnect will come to start the replay.
      if (s.socket.state().status === 'connected') later(KEPT_REPLAY_MS)
      return view
    },
    cancelQueued: async (
      portfolioId: string,
      clientOrderId: string,
    ): Promise<EngineResult<null>> => {
      if (!outbox || !queued.has(portfolioId, clientOrderId)) return failure(404, ALREADY_SENDING)
      const gone = await outbox.cancel(clientOrderId, s.clock.now())
      if (!gone) return failure(409, ALREADY_SENDING)
      const e: OutboxEvent = { kind: 'cancelled', key: clientOrderId, portfolioId }
      apply(e)
      channel?.postMessage(e)
      return { ok: true, value: null }
    },
    watchNotices(emit: Emit<OrderNotice>): Stop {
      notices.add(emit)
      return () => void notices.delete(emit)
    },
    dispose(): void {
      stopSocket()
      for (const t of timers) s.clock.clearTimeout(t)
      notices.clear()
      if (channel) channel.onmessage = null
    },
  }
}

/**
 * The engine's send of a queued order: through its gateway with a fresh bearer token, no retry
 * (the outbox keeps what did not get an answer), marked as a replay so it is not queued again.
 */
export function gatewaySend(gateway: Gateway): (row: OutboxRow) => Promise<SendOutcome> {
  return async (row) => {
    const out = await gateway.send(
      {
        method: 'POST',
        path: '/orders',
        json: parseJson(row.body),
        headers: { [IDEMPOTENCY_HEADER]: row.key, [REPLAY_HEADER]: '1' },
        retry: false,
      },
      true,
    )
    return out.kind === 'network'
      ? { kind: 'unreachable' }
      : { kind: 'answer', status: out.status, body: out.body }
  }
}
