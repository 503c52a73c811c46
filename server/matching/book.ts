import { BookSide } from './book-side.ts'
import { fillableQty } from './fill-or-kill.ts'
import { OrderRecord, recordFromState } from './order-record.ts'
import { REASON } from './reasons.ts'
import { TriggerBook } from './trigger-book.ts'
import type {
  BookEvent,
  BookHooks,
  BookOrderStatus,
  MatchingBook,
  NewOrder,
  OrderState,
} from './types.ts'
import { invalidReason, positiveInt } from './validate.ts'

type Stopped = 'filled' | 'limit' | 'empty' | 'stp' | 'reduce'

/**
 * A limit order book with price-time priority over integer ticks and lots.
 *
 * Event order per call: `accepted` (or a lone `done` rejected for an invalid or post-only-crossing
 * order), then for every fill a `fill` followed by the maker's `updated` / `done`, then the
 * taker's final `done` or `updated`, then triggered stops (`triggered`, their fills, ...).
 * Finished orders leave the book's memory: `get`, `cancel` and `modify` of a finished or unknown
 * id answer undefined / [] (the caller keeps history; the book keeps only what can still trade).
 */
export function createBook(symbol: string, hooks: BookHooks = {}): MatchingBook {
  const bids = new BookSide(true)
  const asks = new BookSide(false)
  const triggers = new TriggerBook()
  const live = new Map<string, OrderRecord>()
  let seq = 0
  let fillSeq = 0
  let last: number | null = null
  // Trade price range since the last trigger check: one sweep can cross a stop and move past it.
  let sweepLow = Infinity
  let sweepHigh = -Infinity
  let events: BookEvent[] = []
  let now = 0

  const sideOf = (o: OrderRecord): BookSide => (o.side === 'buy' ? bids : asks)
  const oppositeOf = (o: OrderRecord): BookSide => (o.side === 'buy' ? asks : bids)

  const finish = (o: OrderRecord, status: BookOrderStatus, reason: string | null): void => {
    o.status = status
    if (o.level) sideOf(o).remove(o)
    live.delete(o.id)
    events.push({ type: 'done', order: o.snapshot(), reason })
  }

  const crossesAt = (o: OrderRecord, price: number): boolean => {
    const best = oppositeOf(o).bestPrice()
    return best !== null && (o.side === 'buy' ? best <= price : best >= price)
  }

  const match = (t: OrderRecord, limit: number | null): Stopped => {
    const buy = t.side === 'buy'
    const opposite = oppositeOf(t)
    while (t.filled < t.qty) {
      const level = opposite.best()
      if (!level) return 'empty'
      if (limit !== null && (buy ? level.price > limit : level.price < limit)) return 'limit'
      const m = level.head as OrderRecord
      if (m.owner === t.owner && t.stp !== 'none') {
        if (t.stp === 'cancel_taker') return 'stp'
        finish(m, 'cancelled', REASON.selfTradeMaker)
        if (t.stp === 'cancel_both') return 'stp'
        continue
      }
      let q = Math.min(t.qty - t.filled, m.qty - m.filled)
      if (t.reduceOnly && hooks.reducible) {
        const cap = Math.floor(hooks.reducible(t.snapshot()))
        if (cap <= 0) return 'reduce'
        if (cap < q) q = cap
      }
      if (m.reduceOnly && hooks.reducible) {
        const cap = Math.floor(hooks.reducible(m.snapshot()))
        if (cap <= 0) {
          finish(m, 'cancelled', REASON.reduceOnly)
          continue
        }
        if (cap < q) q = cap
      }
      const price = level.price
      t.filled += q
      t.notional += q * price
      m.filled += q
      m.notional += q * price
      level.qty -= q
      last = price
      if (price < sweepLow) sweepLow = price
      if (price > sweepHigh) sweepHigh = price
      events.push({
        type: 'fill',
        fill: {
          takerId: t.id,
          makerId: m.id,
          takerOwner: t.owner,
          makerOwner: m.owner,
          side: t.side,
          price,
          qty: q,
          seq: ++fillSeq,
          time: now,
        },
      })
      if (m.filled === m.qty) finish(m, 'filled', null)
      else {
        m.status = 'partially_filled'
        events.push({ type: 'updated', order: m.snapshot() })
      }
    }
    return 'filled'
  }

  /** Runs an active (accepted, triggered or re-priced) order against the book, then rests or ends it. */
  const execute = (o: OrderRecord): void => {
    const limit = o.isMarket ? o.protectionPrice : o.price
    if (o.postOnly && crossesAt(o, o.price as number)) return finish(o, 'rejected', REASON.postOnly)
    if (o.tif === 'FOK' && fillableQty(o, oppositeOf(o), limit, hooks, o.remaining) < o.remaining)
      return finish(o, 'expired', REASON.fillOrKill)
    const filledBefore = o.filled
    const stopped = match(o, limit)
    if (o.filled === o.qty) return finish(o, 'filled', null)
    if (stopped === 'stp') return finish(o, 'cancelled', REASON.selfTradeTaker)
    if (stopped === 'reduce') return finish(o, 'cancelled', REASON.reduceOnly)
    if (o.isMarket)
      return finish(o, 'expired', stopped === 'limit' ? REASON.protection : REASON.noLiquidity)
    if (o.tif !== 'GTC') return finish(o, 'expired', REASON.immediateOrCancel)
    o.status = o.filled > 0 ? 'partially_filled' : 'open'
    sideOf(o).add(o)
    if (o.filled !== filledBefore) events.push({ type: 'updated', order: o.snapshot() })
  }

  const activate = (o: OrderRecord): void => {
    o.seq = ++seq
    o.status = 'open'
    events.push({ type: 'triggered', order: o.snapshot() })
    execute(o)
  }

  /** Fires stops set off by the trades so far, and those their own trades set off, iteratively. */
  const runTriggers = (): void => {
    if (triggers.size === 0) {
      sweepLow = Infinity
      sweepHigh = -Infinity
      return
    }
    const queue: OrderRecord[] = []
    for (let i = 0; ; i++) {
      if (sweepHigh >= sweepLow) {
        const low = sweepLow
        const high = sweepHigh
        sweepLow = Infinity
        sweepHigh = -Infinity
        triggers.collect(low, high, queue)
      }
      const o = queue[i]
      if (!o) return
      activate(o)
    }
  }

  const newRecord = (n: NewOrder): OrderRecord => {
    const limitPriced = n.type === 'limit' || n.type === 'stop_limit'
    const stopped = n.type !== 'limit' && n.type !== 'market'
    return new OrderRecord(
      n.id,
      n.owner,
      n.side,
      n.type,
      n.qty,
      limitPriced ? (n.price ?? null) : null,
      stopped ? (n.stopPrice ?? null) : null,
      n.tif,
      n.postOnly ?? false,
      n.reduceOnly ?? false,
      stopped ? 'pending' : 'open',
      ++seq,
      n.stp ?? 'cancel_taker',
      n.protectionPrice ?? null,
    )
  }

  const submit = (n: NewOrder, at: number): BookEvent[] => {
    events = []
    now = at
    const o = newRecord(n)
    const bad = live.has(n.id) ? REASON.duplicateId : invalidReason(n)
    const refused =
      bad ??
      (n.type === 'limit' && o.postOnly && crossesAt(o, o.price as number) ? REASON.postOnly : null)
    if (refused !== null) {
      // Never accepted, so nothing to remove (and a duplicate id must not evict the live order).
      o.status = 'rejected'
      events.push({ type: 'done', order: o.snapshot(), reason: refused })
      return events
    }
    live.set(o.id, o)
    events.push({ type: 'accepted', order: o.snapshot() })
    if (o.status !== 'pending') execute(o)
    else if (last !== null && TriggerBook.hits(o, last)) activate(o)
    else triggers.add(o)
    runTriggers()
    return events
  }

  const cancel = (id: string, at: number): BookEvent[] => {
    const o = live.get(id)
    if (!o) return []
    events = []
    now = at
    if (o.status === 'pending') triggers.remove(o)
    finish(o, 'cancelled', null)
    return events
  }

  const modify = (
    id: string,
    change: { price?: number; qty?: number },
    at: number,
  ): BookEvent[] => {
    const o = live.get(id)
    if (!o) return []
    if (change.qty !== undefined && !positiveInt(change.qty))
      throw new RangeError('modify: qty must be a positive whole number of lots')
    if (change.price !== undefined && (!positiveInt(change.price) || o.price === null))
      throw new RangeError('modify: price must be positive ticks, on an order that has a price')
    const qty = change.qty ?? o.qty
    const price = change.price ?? o.price
    if (qty === o.qty && price === o.price) return []
    events = []
    now = at
    if (qty <= o.filled) {
      if (o.status === 'pending') triggers.remove(o)
      // Out of its level first: the level's total counts the remaining quantity being dropped.
      if (o.level) sideOf(o).remove(o)
      o.qty = o.filled
      finish(o, 'filled', null)
      return events
    }
    if (o.status === 'pending') {
      o.qty = qty
      o.price = price
      events.push({ type: 'updated', order: o.snapshot() })
      return events
    }
    const level = o.level
    if (level && price === o.price && qty < o.qty) {
      // A pure decrease keeps the place in the queue.
      level.qty -= o.qty - qty
      o.qty = qty
      events.push({ type: 'updated', order: o.snapshot() })
      return events
    }
    if (o.postOnly && price !== null && crossesAt(o, price)) {
      finish(o, 'cancelled', REASON.postOnly)
      return events
    }
    sideOf(o).remove(o)
    o.qty = qty
    o.price = price
    o.seq = ++seq
    events.push({ type: 'updated', order: o.snapshot() })
    execute(o)
    runTriggers()
    return events
  }

  const restore = (s: OrderState): void => {
    if (live.has(s.id)) throw new RangeError(`restore: ${s.id} is already in the ${symbol} book`)
    const o = recordFromState(s)
    if (o.status === 'pending') triggers.add(o)
    else if ((o.status === 'open' || o.status === 'partially_filled') && o.price !== null)
      sideOf(o).addBySeq(o)
    else throw new RangeError(`restore: ${s.id} (${s.status}) cannot rest in the book`)
    live.set(o.id, o)
    if (o.seq > seq) seq = o.seq
  }

  return {
    symbol,
    submit,
    cancel,
    modify,
    restore,
    get: (id) => live.get(id)?.snapshot(),
    depth: (levels) => ({ bids: bids.depth(levels), asks: asks.depth(levels) }),
    bestBid: () => bids.bestPrice(),
    bestAsk: () => asks.bestPrice(),
    lastPrice: () => last,
    openOrders: () => [...live.values()].sort((a, b) => a.seq - b.seq).map((o) => o.snapshot()),
  }
}
