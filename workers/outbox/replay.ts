/**
 * Replaying the outbox, the same way wherever it runs (the service worker on a Background Sync,
 * the engine when its socket comes back): each order, oldest first, is claimed, sent with its
 * own idempotency key, and its answer read. Placed: gone from the outbox, reported with the
 * server's order. Refused (a 4xx other than an authentication or rate problem): gone, reported
 * with the server's reason. No answer, 401/403, 429 or 5xx: kept for a later replay, and the
 * replay stops there (the network or the session is not ready).
 */
import { order, type OutboxEvent } from '../../protocol/index.ts'
import type { OrderOutbox, OutboxRow } from './outbox.ts'

export type SendOutcome =
  { kind: 'answer'; status: number; body: unknown } | { kind: 'unreachable' }

export interface ReplayDeps {
  outbox: OrderOutbox
  send: (row: OutboxRow) => Promise<SendOutcome>
  publish: (event: OutboxEvent) => void
  now: () => number
}

export interface ReplayResult {
  placed: number
  refused: number
  /** Rows still queued after this replay. */
  left: number
}

/** SPEC §8: the server's detail first, else the action's own message. */
export const REFUSED_FALLBACK = 'Failed to place order'

const detailOf = (body: unknown): string => {
  const detail = (body as { detail?: unknown } | null)?.detail
  return typeof detail === 'string' && detail.trim() !== '' ? detail : REFUSED_FALLBACK
}

const keep = (status: number) => status === 401 || status === 403 || status === 429 || status >= 500

export async function replayOutbox(d: ReplayDeps): Promise<ReplayResult> {
  const result: ReplayResult = { placed: 0, refused: 0, left: 0 }
  const rows = await d.outbox.list()
  let stopped = false
  for (const queued of rows) {
    if (stopped) {
      result.left += 1
      continue
    }
    const r = await d.outbox.claim(queued.key, d.now())
    if (!r) {
      // Another replayer is sending it; it is theirs to report.
      result.left += 1
      continue
    }
    const out = await d.send(r).catch((): SendOutcome => ({ kind: 'unreachable' }))
    if (out.kind === 'unreachable' || keep(out.status)) {
      await d.outbox.release(r.key)
      result.left += 1
      stopped = true
      continue
    }
    await d.outbox.remove(r.key)
    const base = { key: r.key, portfolioId: r.portfolioId }
    if (out.status >= 200 && out.status < 300) {
      result.placed += 1
      const placed = order.safeParse(out.body)
      if (placed.success) d.publish({ kind: 'placed', ...base, order: placed.data })
    } else {
      result.refused += 1
      d.publish({ kind: 'refused', ...base, symbol: r.symbol, message: detailOf(out.body) })
    }
  }
  return result
}
