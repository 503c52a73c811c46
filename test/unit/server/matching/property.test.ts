import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBook } from '../../../../server/matching/book.ts'
import type { BookEvent, NewOrder, OrderState } from '../../../../server/matching/types.ts'

type Op =
  | { kind: 'submit'; order: Omit<NewOrder, 'id'> }
  | { kind: 'cancel'; pick: number }
  | { kind: 'modify'; pick: number; price: number | undefined; qty: number | undefined }

const price = fc.integer({ min: 95, max: 105 })
const submitOp: fc.Arbitrary<Op> = fc
  .record({
    owner: fc.constantFrom('a', 'b', 'c'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    type: fc.constantFrom(
      ...(['limit', 'limit', 'limit', 'market', 'stop', 'stop_limit', 'take_profit'] as const),
    ),
    qty: fc.integer({ min: 1, max: 12 }),
    price,
    stopPrice: price,
    tif: fc.constantFrom(...(['GTC', 'GTC', 'IOC', 'FOK'] as const)),
    postOnly: fc.boolean(),
    reduceOnly: fc.boolean(),
    stp: fc.constantFrom(...(['cancel_taker', 'cancel_maker', 'cancel_both', 'none'] as const)),
    protection: fc.option(price),
  })
  .map(({ protection, postOnly, ...o }) => ({
    kind: 'submit',
    order: {
      ...o,
      // Mostly plain orders, so the book fills up and trades; the options still come up often.
      postOnly: postOnly && o.qty % 3 === 0,
      reduceOnly: o.reduceOnly && o.qty % 4 === 0,
      ...(protection === null ? {} : { protectionPrice: protection }),
    },
  }))
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: submitOp },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('modify' as const),
      pick: fc.nat(),
      price: fc.option(price, { nil: undefined }),
      qty: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    }),
  },
)

interface Ledger {
  side: 'buy' | 'sell'
  qty: number
  fills: number
  notional: number
  done: boolean
  last: OrderState | null
}

function runStream(ops: Op[]): void {
  const book = createBook('PROP', { reducible: (o) => Math.max(0, 5 - o.filled) })
  const ledger = new Map<string, Ledger>()
  const ids: string[] = []
  let buyFills = 0
  let sellFills = 0

  const checkState = (o: OrderState) => {
    const l = ledger.get(o.id)
    if (!l) throw new Error(`event for unknown order ${o.id}`)
    expect(l.done).toBe(false)
    expect(o.filled).toBe(l.fills)
    expect(o.notional).toBe(l.notional)
    expect(o.filled).toBeGreaterThanOrEqual(0)
    expect(o.filled).toBeLessThanOrEqual(o.qty)
    l.qty = o.qty
    l.last = o
  }

  const apply = (events: BookEvent[]) => {
    for (const e of events) {
      if (e.type === 'fill') {
        const f = e.fill
        expect(f.qty).toBeGreaterThan(0)
        for (const id of [f.takerId, f.makerId]) {
          const l = ledger.get(id)
          if (!l || l.done) throw new Error(`fill references a dead order ${id}`)
          l.fills += f.qty
          l.notional += f.qty * f.price
        }
        expect(ledger.get(f.takerId)?.side).toBe(f.side)
        expect(ledger.get(f.makerId)?.side).not.toBe(f.side)
        buyFills += f.qty
        sellFills += f.qty
        continue
      }
      if (e.type === 'accepted') {
        expect(ledger.has(e.order.id)).toBe(false)
        ledger.set(e.order.id, {
          side: e.order.side,
          qty: e.order.qty,
          fills: 0,
          notional: 0,
          done: false,
          last: null,
        })
      }
      if (e.type === 'done' && !ledger.has(e.order.id)) {
        expect(e.order.status).toBe('rejected') // refused before acceptance
        continue
      }
      checkState(e.order)
      if (e.type === 'done') {
        expect(['filled', 'cancelled', 'expired', 'rejected']).toContain(e.order.status)
        if (e.order.status === 'filled') expect(e.order.filled).toBe(e.order.qty)
        // Fill-or-kill is all or nothing, whatever ended it.
        if (e.order.tif === 'FOK' && e.order.status !== 'filled') expect(e.order.filled).toBe(0)
        const l = ledger.get(e.order.id)
        if (l) l.done = true
      }
    }
  }

  const checkBook = () => {
    const bid = book.bestBid()
    const ask = book.bestAsk()
    if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask)
    const open = book.openOrders()
    let resting = 0
    for (const o of open) {
      expect(['open', 'partially_filled', 'pending']).toContain(o.status)
      const l = ledger.get(o.id)
      expect(l?.done).toBe(false)
      expect(o.filled).toBe(l?.fills)
      expect(o.notional).toBe(l?.notional)
      if (o.status !== 'pending') {
        resting += o.qty - o.filled
        // Only GTC limit-priced orders may rest; market-like and IOC/FOK orders never do.
        expect(o.tif).toBe('GTC')
        expect(o.price).not.toBeNull()
      }
      if (o.status === 'open') expect(o.filled).toBe(0)
      if (o.status === 'partially_filled') expect(o.filled).toBeGreaterThan(0)
    }
    const depth = book.depth(1000)
    const inDepth = [...depth.bids, ...depth.asks].reduce((s, l) => s + l.qty, 0)
    expect(inDepth).toBe(resting)
    // Quantity conservation: every lot bought was sold, and order states account for all of it.
    let bought = 0
    let sold = 0
    for (const l of ledger.values()) {
      if (l.side === 'buy') bought += l.fills
      else sold += l.fills
      expect(l.fills).toBeLessThanOrEqual(l.qty)
    }
    expect(bought).toBe(buyFills)
    expect(sold).toBe(sellFills)
  }

  ops.forEach((o, step) => {
    let events: BookEvent[]
    if (o.kind === 'submit') {
      const id = `p${step}`
      ids.push(id)
      events = book.submit({ id, ...o.order }, step)
    } else {
      const id = ids.length === 0 ? 'none' : (ids[o.pick % ids.length] as string)
      if (o.kind === 'cancel') events = book.cancel(id, step)
      else {
        const current = book.get(id)
        const change = {
          ...(o.price !== undefined && current?.price != null ? { price: o.price } : {}),
          ...(o.qty !== undefined ? { qty: o.qty } : {}),
        }
        events = current ? book.modify(id, change, step) : []
      }
    }
    apply(events)
    checkBook()
  })
}

describe('matching engine properties', () => {
  it('conserves quantity, never crosses, keeps states exact over random order streams', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 80 }), (ops) => runStream(ops)),
      { numRuns: 300 },
    )
  })
})
