import { describe, expect, it } from 'vitest'
import { createBook } from '../../../../server/matching/book.ts'
import type { BookEvent, NewOrder, Side } from '../../../../server/matching/types.ts'
import { doneOf, fillsOf, ladder, limit, market, nextId } from './helpers.ts'

const stop = (
  side: Side,
  type: 'stop' | 'stop_limit' | 'take_profit',
  stopPrice: number,
  qty: number,
  extra: Partial<NewOrder> = {},
): NewOrder => ({ id: nextId(), owner: 'carol', side, type, qty, stopPrice, tif: 'GTC', ...extra })

const triggered = (ev: BookEvent[]): string[] =>
  ev.flatMap((e) => (e.type === 'triggered' ? [e.order.id] : []))

describe('stop orders', () => {
  it('a stop buy waits as pending and fires as a market order when the last price rises to it', () => {
    const book = ladder()
    const s = stop('buy', 'stop', 102, 3)
    expect(book.submit(s, 1)).toEqual([
      { type: 'accepted', order: expect.objectContaining({ status: 'pending' }) as unknown },
    ])
    expect(book.depth(10).bids.every((l) => l.orders === 1)).toBe(true)
    expect(triggered(book.submit(market('buy', 5), 2))).toEqual([]) // last 101
    const ev = book.submit(market('buy', 1), 3) // last 102 → fires
    expect(triggered(ev)).toEqual([s.id])
    expect(doneOf(ev, s.id)?.order).toMatchObject({ status: 'filled', filled: 3, notional: 306 })
  })

  it('a stop sell fires when the price falls to it; above it, it waits', () => {
    const book = ladder()
    const s = stop('sell', 'stop', 98, 2)
    book.submit(s, 1)
    expect(triggered(book.submit(market('sell', 5), 2))).toEqual([]) // last 99
    const ev = book.submit(market('sell', 1), 3) // last 98
    expect(triggered(ev)).toEqual([s.id])
    expect(
      fillsOf(ev)
        .filter((f) => f.takerId === s.id)
        .map((f) => f.price),
    ).toEqual([98])
  })

  it('stop_limit rests at its limit once triggered', () => {
    const book = ladder()
    const s = stop('buy', 'stop_limit', 101, 20, { price: 102 })
    book.submit(s, 1)
    const ev = book.submit(market('buy', 1), 2)
    expect(triggered(ev)).toEqual([s.id])
    expect(book.get(s.id)).toMatchObject({ status: 'partially_filled', filled: 9, price: 102 })
    expect(book.bestBid()).toBe(102)
  })

  it('take-profit sells when the price rises to it and buys when it falls to it', () => {
    const book = ladder()
    const tpSell = stop('sell', 'take_profit', 102, 1)
    const tpBuy = stop('buy', 'take_profit', 98, 1)
    book.submit(tpSell, 1)
    book.submit(tpBuy, 1)
    expect(triggered(book.submit(market('buy', 6), 2))).toEqual([tpSell.id])
    expect(triggered(book.submit(market('sell', 10), 3))).toEqual([tpBuy.id])
  })

  it('triggers at once when the last price is already beyond the stop', () => {
    const book = ladder()
    book.submit(market('buy', 1), 1) // last 101
    const s = stop('buy', 'stop', 100, 1)
    const ev = book.submit(s, 2)
    expect(ev.map((e) => e.type)).toEqual(['accepted', 'triggered', 'fill', 'updated', 'done'])
  })

  it('fires a stop the sweep crossed even though the price moved on past it', () => {
    const book = ladder()
    const down = stop('sell', 'stop', 101, 1) // would fire at last <= 101
    book.submit(down, 1)
    const ev = book.submit(market('buy', 7), 2) // prints 101 then 102
    expect(triggered(ev)).toEqual([down.id])
  })

  it('cascades: one stop’s fills set off the next, in order, without recursion', () => {
    const book = createBook('TEST')
    const depth = 2000
    for (let i = 0; i < depth; i++) book.submit(limit('sell', 1000 + i, 1, { owner: 'mm' }), 0)
    // Each stop buys one lot, printing one tick higher, which fires the next stop.
    const stops = Array.from({ length: depth - 1 }, (_, i) => stop('buy', 'stop', 1000 + i, 1))
    for (const s of stops) book.submit(s, 1)
    const ev = book.submit(market('buy', 1), 2)
    expect(triggered(ev)).toEqual(stops.map((s) => s.id))
    expect(book.lastPrice()).toBe(1000 + depth - 1)
    expect(book.bestAsk()).toBeNull()
    expect(book.openOrders()).toEqual([])
  })

  it('simultaneous triggers fire in arrival order; cancelled stops never fire', () => {
    const book = ladder()
    const a = stop('buy', 'stop', 102, 1)
    const b = stop('buy', 'stop', 101, 1)
    const c = stop('buy', 'stop', 101, 1)
    for (const s of [a, b, c]) book.submit(s, 1)
    expect(book.cancel(c.id, 2)).toEqual([
      {
        type: 'done',
        order: expect.objectContaining({ status: 'cancelled' }) as unknown,
        reason: null,
      },
    ])
    expect(triggered(book.submit(market('buy', 6), 3))).toEqual([a.id, b.id])
  })
})
