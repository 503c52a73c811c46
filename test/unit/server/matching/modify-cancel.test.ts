import { describe, expect, it } from 'vitest'
import { createBook } from '../../../../server/matching/book.ts'
import type { MatchingBook } from '../../../../server/matching/types.ts'
import { bookWith, doneOf, fillsOf, ladder, limit, market } from './helpers.ts'

/** Two bids at 100: a (first) and b. */
function twoAtOneLevel() {
  const a = limit('buy', 100, 5, { owner: 'a' })
  const b = limit('buy', 100, 5, { owner: 'b' })
  return { book: bookWith([a, b]), a, b }
}

const firstMaker = (book: MatchingBook) =>
  fillsOf(book.submit(market('sell', 1, { owner: 'z' }), 9))[0]?.makerId

describe('cancel', () => {
  it('removes a resting order; unknown or finished ids answer []', () => {
    const { book, a } = twoAtOneLevel()
    const ev = book.cancel(a.id, 1)
    expect(ev).toEqual([
      {
        type: 'done',
        order: expect.objectContaining({ id: a.id, status: 'cancelled' }) as unknown,
        reason: null,
      },
    ])
    expect(book.depth(1).bids).toEqual([{ price: 100, qty: 5, orders: 1 }])
    expect(book.cancel(a.id, 2)).toEqual([])
    expect(book.cancel('nope', 2)).toEqual([])
  })
})

describe('modify', () => {
  it('a quantity decrease keeps time priority', () => {
    const { book, a } = twoAtOneLevel()
    const ev = book.modify(a.id, { qty: 3 }, 1)
    expect(ev).toEqual([{ type: 'updated', order: expect.objectContaining({ qty: 3 }) as unknown }])
    expect(book.depth(1).bids[0]).toEqual({ price: 100, qty: 8, orders: 2 })
    expect(firstMaker(book)).toBe(a.id)
  })

  it('a quantity increase loses time priority', () => {
    const { book, a, b } = twoAtOneLevel()
    const seq = book.get(a.id)?.seq ?? 0
    book.modify(a.id, { qty: 6 }, 1)
    expect(book.get(a.id)?.seq).toBeGreaterThan(seq)
    expect(firstMaker(book)).toBe(b.id)
  })

  it('a price change loses priority, even back to the same level later', () => {
    const { book, a, b } = twoAtOneLevel()
    book.modify(a.id, { price: 99 }, 1)
    book.modify(a.id, { price: 100 }, 2)
    expect(firstMaker(book)).toBe(b.id)
  })

  it('a quantity at or below filled finishes the order as filled', () => {
    const { book, a } = twoAtOneLevel()
    book.submit(market('sell', 2, { owner: 'z' }), 1)
    const ev = book.modify(a.id, { qty: 2 }, 2)
    expect(doneOf(ev, a.id)?.order).toMatchObject({ status: 'filled', filled: 2, qty: 2 })
    expect(book.get(a.id)).toBeUndefined()
    expect(book.depth(1).bids[0]).toEqual({ price: 100, qty: 5, orders: 1 })
  })

  it('a re-priced order that now crosses matches at once as a taker', () => {
    const book = ladder()
    const o = limit('buy', 95, 7)
    book.submit(o, 1)
    const ev = book.modify(o.id, { price: 102 }, 2)
    expect(ev[0]).toMatchObject({ type: 'updated', order: { price: 102 } })
    expect(fillsOf(ev).map((f) => [f.takerId, f.price, f.qty])).toEqual([
      [o.id, 101, 5],
      [o.id, 102, 2],
    ])
    expect(doneOf(ev, o.id)?.order.status).toBe('filled')
  })

  it('a post-only order re-priced across the spread is cancelled instead of taking', () => {
    const book = ladder()
    const o = limit('buy', 95, 1, { postOnly: true })
    book.submit(o, 1)
    expect(doneOf(book.modify(o.id, { price: 101 }, 2), o.id)?.order.status).toBe('cancelled')
    expect(book.bestAsk()).toBe(101)
  })

  it('changes a pending stop-limit without triggering it; rejects nonsense', () => {
    const book = ladder()
    const s = { ...limit('buy', 105, 1), type: 'stop_limit' as const, stopPrice: 110 }
    book.submit(s, 1)
    expect(book.modify(s.id, { price: 106, qty: 2 }, 2)).toEqual([
      {
        type: 'updated',
        order: expect.objectContaining({ status: 'pending', price: 106, qty: 2 }) as unknown,
      },
    ])
    expect(() => book.modify(s.id, { qty: 0 }, 3)).toThrow(RangeError)
    expect(book.modify('nope', { qty: 1 }, 3)).toEqual([])
    expect(book.modify(s.id, { qty: 2 }, 3)).toEqual([])
  })
})

describe('restore', () => {
  it('puts orders back in seq order, without matching or events, and keeps priority', () => {
    const book = ladder()
    const saved = book.openOrders()
    expect(saved).toHaveLength(6)
    const late = { ...saved[0]!, id: 'late', seq: 100 }
    const early = { ...saved[0]!, id: 'early', seq: 50 }
    const fresh = createBook('TEST')
    for (const o of [late, ...saved.slice().reverse(), early]) fresh.restore(o)
    expect(fresh.openOrders().map((o) => o.id)).toEqual([
      ...saved.map((o) => o.id),
      'early',
      'late',
    ])
    const level = saved[0]!.price!
    const ev = fresh.submit(market(saved[0]!.side === 'buy' ? 'sell' : 'buy', 15), 1)
    expect(
      fillsOf(ev)
        .filter((f) => f.price === level)
        .map((f) => f.makerId),
    ).toEqual([saved[0]!.id, 'early', 'late'])
    // New orders come after restored ones in time.
    const n = limit('buy', 1, 1)
    fresh.submit(n, 2)
    expect(fresh.get(n.id)!.seq).toBeGreaterThan(100)
  })
})
