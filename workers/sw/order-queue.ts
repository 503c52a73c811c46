/// <reference lib="webworker" />
/**
 * sync-trades (ARCHITECTURE.md, "Offline orders, exactly once"): a `POST /api/v1/orders` that
 * cannot reach the server is kept in the outbox and answered 202 (queued), and the Background
 * Sync tag `sync-trades` is registered; when the browser says the network is back, the outbox is
 * replayed and each answer read (replay.ts). Results go to the engine on the outbox channel; a
 * refusal also becomes a system notification when no tab is open to show it.
 */
import {
  OUTBOX_CHANNEL,
  QUEUED_STATUS,
  REPLAY_HEADER,
  SYNC_TAG,
  type OutboxEvent,
  type QueuedOrderAnswer,
} from '../../protocol/index.ts'
import { fetchSend } from '../outbox/fetch-send.ts'
import { parseJson } from '../outbox/json.ts'
import { openOutbox, type OutboxRow } from '../outbox/outbox.ts'
import { replayOutbox } from '../outbox/replay.ts'

declare const self: ServiceWorkerGlobalScope

/** The headers a replay needs: the rest (cookies, user agent) the browser adds again. */
const KEPT_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'accept']

const outbox = openOutbox()
const channel = new BroadcastChannel(OUTBOX_CHANNEL)
const publish = (e: OutboxEvent) => channel.postMessage(e)

async function rowOf(request: Request): Promise<Omit<OutboxRow, 'claimedUntil'> | null> {
  const key = request.headers.get('idempotency-key')
  const body = await request.text()
  const parsed = (parseJson(body) ?? {}) as { portfolioId?: unknown; symbol?: unknown }
  if (!key || typeof parsed.portfolioId !== 'string' || typeof parsed.symbol !== 'string')
    return null
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const v = request.headers.get(name)
    if (v !== null) headers[name] = v
  }
  return {
    key,
    portfolioId: parsed.portfolioId,
    symbol: parsed.symbol,
    body,
    headers,
    queuedAt: Date.now(),
  }
}

async function registerSync(): Promise<void> {
  const sync = (
    self.registration as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> }
    }
  ).sync
  // Without Background Sync (Firefox, Safari) the engine replays when it sees the network return.
  await sync?.register(SYNC_TAG).catch(() => undefined)
}

/** The fetch handler of `POST /api/v1/orders`. */
export async function placeOrQueue(request: Request): Promise<Response> {
  const copy = request.clone()
  try {
    return await fetch(request)
  } catch (err) {
    // A replay's own failure is the replayer's to handle; an order without its key cannot be
    // made safe to send twice, so it is not queued either.
    if (request.headers.has(REPLAY_HEADER)) throw err
    const row = await rowOf(copy)
    if (!row) throw err
    await outbox.add(row)
    await registerSync()
    publish({ kind: 'queued', key: row.key, portfolioId: row.portfolioId })
    const answer: QueuedOrderAnswer = {
      queued: true,
      clientOrderId: row.key,
      queuedAt: row.queuedAt,
    }
    return new Response(JSON.stringify(answer), {
      status: QUEUED_STATUS,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }
}

async function notifyRefusals(events: OutboxEvent[]): Promise<void> {
  const refusals = events.filter((e) => e.kind === 'refused')
  if (refusals.length === 0) return
  const open = await self.clients.matchAll({ type: 'window' })
  if (open.length > 0 || Notification.permission !== 'granted') return
  for (const r of refusals)
    await self.registration.showNotification(`Order refused: ${r.symbol}`, {
      body: r.message,
      tag: r.key,
    })
}

/** Replays the outbox; rejects while orders are left, so the browser tries the tag again later. */
async function replay(): Promise<void> {
  const events: OutboxEvent[] = []
  const result = await replayOutbox({
    outbox,
    send: fetchSend(self.location.origin),
    publish: (e) => {
      events.push(e)
      publish(e)
    },
    now: Date.now,
  })
  await notifyRefusals(events)
  if (result.left > 0) throw new Error(`${result.left} queued orders could not be sent yet`)
}

export function listenForSync(): void {
  self.addEventListener('sync', (event) => {
    const e = event as ExtendableEvent & { tag?: string }
    if (e.tag === SYNC_TAG) e.waitUntil(replay())
  })
}
