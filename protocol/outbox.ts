/**
 * Orders placed without a connection (ARCHITECTURE.md, "Offline orders, exactly once"): the
 * service worker keeps `POST /api/v1/orders` requests that could not reach the server in an
 * IndexedDB outbox, registers the Background Sync tag `sync-trades`, and answers the page's
 * engine with 202 and `queuedOrderAnswer`. A replay carries `REPLAY_HEADER`, so the service
 * worker passes it through instead of queuing it again. Results go out on a BroadcastChannel
 * named like the tag, as `outboxEvent`s, to whichever engine is listening.
 */
import { z } from 'zod'
import { order } from './trading.ts'

export const SYNC_TAG = 'sync-trades'
export const OUTBOX_CHANNEL = 'sync-trades'
export const REPLAY_HEADER = 'X-Outbox-Replay'
export const QUEUED_STATUS = 202

/** What the service worker answers for an order it queued. */
export const queuedOrderAnswer = z.object({
  queued: z.literal(true),
  clientOrderId: z.string().min(1).max(64),
  /** When it was queued (ms since the epoch). */
  queuedAt: z.number().int().nonnegative(),
})
export type QueuedOrderAnswer = z.infer<typeof queuedOrderAnswer>

export const outboxEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('queued'), key: z.string(), portfolioId: z.string() }),
  z.object({ kind: z.literal('cancelled'), key: z.string(), portfolioId: z.string() }),
  z.object({
    kind: z.literal('placed'),
    key: z.string(),
    portfolioId: z.string(),
    order,
  }),
  z.object({
    kind: z.literal('refused'),
    key: z.string(),
    portfolioId: z.string(),
    symbol: z.string(),
    /** The server's reason, word for word. */
    message: z.string(),
  }),
])
export type OutboxEvent = z.infer<typeof outboxEvent>
