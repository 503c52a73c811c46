/**
 * The orders kept in the outbox, as the trader sees them: per portfolio, by client id, each the
 * order as asked for with `local: 'queued'` and the time it was queued. The orders book shows
 * them with the server's orders until the replay's answer (or the server's push) takes over.
 */
import type { OrderView } from '../types.ts'

export interface QueuedOrders {
  list(portfolioId: string): OrderView[]
  set(view: OrderView): void
  /** Whether it was there. */
  delete(portfolioId: string, clientOrderId: string): boolean
  has(portfolioId: string, clientOrderId: string): boolean
}

export function createQueuedOrders(onChange: (portfolioId: string) => void): QueuedOrders {
  const byPortfolio = new Map<string, Map<string, OrderView>>()
  return {
    list: (pid) => [...(byPortfolio.get(pid)?.values() ?? [])],
    set(view) {
      let m = byPortfolio.get(view.portfolioId)
      if (!m) {
        m = new Map<string, OrderView>()
        byPortfolio.set(view.portfolioId, m)
      }
      m.set(view.id, view)
      onChange(view.portfolioId)
    },
    delete(pid, id) {
      const gone = byPortfolio.get(pid)?.delete(id) ?? false
      if (gone) onChange(pid)
      return gone
    },
    has: (pid, id) => byPortfolio.get(pid)?.has(id) ?? false,
  }
}

/** The orders list with the queued ones the server has not listed yet, newest first. */
export function withQueued(orders: OrderView[], queued: OrderView[]): OrderView[] {
  if (queued.length === 0) return orders
  const known = new Set(orders.map((o) => o.clientOrderId))
  const extra = queued.filter((q) => !known.has(q.id))
  return [...extra.sort((a, b) => (b.queuedAt ?? 0) - (a.queuedAt ?? 0)), ...orders]
}
