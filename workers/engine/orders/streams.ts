/**
 * The private streams of the trader's data: each push changes the watched portfolio's book and
 * tells every tab which queries are out of date (DataChange). A reconnect or a lost message
 * (seq gap) is answered by fresh REST snapshots: the server's snapshot on resubscribe has only
 * active orders, and pushes missed meanwhile are gone.
 */
import type { Channel, Order, StreamMessageOf, Trade } from '../../../protocol/index.ts'
import type { EngineServices } from '../services.ts'
import { pushed, type TradingBooks } from './books.ts'
import { received } from './optimistic.ts'

/** New fills are read at most this often per portfolio (a burst of fills is one request). */
export const FILLS_REFRESH_MS = 250
/** Quantities are lot multiples; this only absorbs floating-point sums. */
const EPSILON = 1e-9

const filledOf = (trades: readonly Trade[], orderId: string): number =>
  trades.reduce((sum, t) => (t.orderId === orderId ? sum + t.quantity : sum), 0)

export function createTradingStreams(s: EngineServices, books: TradingBooks) {
  const fillTimers = new Map<string, unknown>()

  function fillsSoon(pid: string): void {
    if (fillTimers.has(pid)) return
    const timer = s.clock.setTimeout(() => {
      fillTimers.delete(pid)
      books.fills.reload(pid)
    }, FILLS_REFRESH_MS)
    fillTimers.set(pid, timer)
  }

  /** Whether the push shows fills the held list does not have yet. */
  function newFills(o: Order): boolean {
    if (!books.fills.watched().includes(o.portfolioId) || o.filledQuantity <= 0) return false
    const held = books.fills.get(o.portfolioId)
    return held === null || o.filledQuantity > filledOf(held.value, o.id) + EPSILON
  }

  const books4 = [books.orders, books.positions, books.fills, books.balance]
  const byChannel: Partial<Record<Channel, (typeof books4)[number][]>> = {
    orders: [books.orders, books.fills],
    positions: [books.positions],
    balances: [books.balance],
  }

  let wasConnected = s.socket.state().status === 'connected'
  const stopWatch = s.socket.watch((st) => {
    const connected = st.status === 'connected'
    // A new socket: whatever was pushed while it was down is lost.
    if (connected && !wasConnected) for (const b of books4) b.reload()
    wasConnected = connected
  })
  const stopGaps = s.socket.onGap((channel) => {
    for (const b of byChannel[channel] ?? []) b.reload()
  })
  const stopSession = s.session.subscribe((st) => {
    if (st.status !== 'unauthenticated') return
    for (const b of books4) b.clear()
  })

  return {
    handlers: {
      orders(msg: StreamMessageOf<'orders'>) {
        const o = msg.data
        s.changes.emit({ topic: 'orders', portfolioId: o.portfolioId })
        if (newFills(o)) fillsSoon(o.portfolioId)
        books.orders.update(o.portfolioId, (m) => received(m, o), true)
      },
      positions(msg: StreamMessageOf<'positions'>) {
        const { portfolioId, positions } = msg.data
        s.changes.emit({ topic: 'positions', portfolioId })
        books.positions.update(portfolioId, (m) => pushed(m, positions), true)
      },
      balances(msg: StreamMessageOf<'balances'>) {
        const { portfolioId } = msg.data
        s.changes.emit({ topic: 'balances', portfolioId })
        // A portfolio's cash is part of it, so its list is out of date too.
        s.changes.emit({ topic: 'portfolios' })
        books.balance.update(portfolioId, (m) => pushed(m, msg.data), true)
      },
    },
    dispose() {
      stopWatch()
      stopGaps()
      stopSession()
      for (const t of fillTimers.values()) s.clock.clearTimeout(t)
      fillTimers.clear()
      for (const b of books4) b.dispose()
    },
  }
}
