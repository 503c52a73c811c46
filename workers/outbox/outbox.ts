/**
 * The outbox of orders placed without a connection, in its own IndexedDB database so that both
 * the service worker (which queues and replays under Background Sync) and the data engine (which
 * shows, cancels and replays them when it sees the network return) read the same rows. A row is
 * claimed for a while before it is sent, so two replayers never send it at once; the order's
 * idempotency key makes even that harmless at the server.
 */
import Dexie, { type Table } from 'dexie'
import { z } from 'zod'

export const OUTBOX_DB = 'tradedesk-outbox'
/** How long a claim holds a row: longer than a request may take (30 s timeout). */
export const CLAIM_MS = 45_000

const row = z.object({
  /** The order's idempotency key (its client id). */
  key: z.string().min(1),
  portfolioId: z.string(),
  symbol: z.string(),
  /** The request body as sent (JSON text of the order request). */
  body: z.string(),
  /** The headers to send again: Content-Type, Idempotency-Key, Authorization when present. */
  headers: z.record(z.string(), z.string()),
  queuedAt: z.number(),
  /** A replayer holds the row until then (ms); 0 when free. */
  claimedUntil: z.number(),
})
export type OutboxRow = z.infer<typeof row>

class OutboxDb extends Dexie {
  orders!: Table<OutboxRow, string>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ orders: 'key, portfolioId, queuedAt' })
  }
}

export interface OrderOutbox {
  add(r: Omit<OutboxRow, 'claimedUntil'>): Promise<void>
  /** Every queued order, oldest first; a row that does not parse is dropped, not trusted. */
  list(): Promise<OutboxRow[]>
  /** One queued order, or null (gone, or not a valid row). */
  get(key: string): Promise<OutboxRow | null>
  /** Takes the row for `CLAIM_MS` unless someone else holds it; the row, or null. */
  claim(key: string, now: number): Promise<OutboxRow | null>
  release(key: string): Promise<void>
  remove(key: string): Promise<void>
  /** Removes a row nobody is sending; false when it is being sent or already gone. */
  cancel(key: string, now: number): Promise<boolean>
  close(): void
}

export function openOutbox(name = OUTBOX_DB): OrderOutbox {
  const db = new OutboxDb(name)
  return {
    async add(r) {
      await db.orders.put({ ...r, claimedUntil: 0 })
    },
    async list() {
      const rows = await db.orders.orderBy('queuedAt').toArray()
      const valid: OutboxRow[] = []
      for (const r of rows) {
        const parsed = row.safeParse(r)
        if (parsed.success) valid.push(parsed.data)
        else if (typeof (r as { key?: unknown }).key === 'string') await db.orders.delete(r.key)
      }
      return valid
    },
    async get(key) {
      return row.safeParse(await db.orders.get(key)).data ?? null
    },
    claim: (key, now) =>
      db.transaction('rw', db.orders, async () => {
        const parsed = row.safeParse(await db.orders.get(key))
        if (!parsed.success || parsed.data.claimedUntil > now) return null
        await db.orders.update(key, { claimedUntil: now + CLAIM_MS })
        return parsed.data
      }),
    async release(key) {
      await db.orders.update(key, { claimedUntil: 0 })
    },
    async remove(key) {
      await db.orders.delete(key)
    },
    cancel: (key, now) =>
      db.transaction('rw', db.orders, async () => {
        const r = await db.orders.get(key)
        if (!r || r.claimedUntil > now) return false
        await db.orders.delete(key)
        return true
      }),
    close: () => db.close(),
  }
}
