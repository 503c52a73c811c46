import { describe, expect, it } from 'vitest'
import { createBook } from '../../../../server/matching/book.ts'
import { REASON } from '../../../../server/matching/reasons.ts'
import { bookWith, doneOf, fillsOf, ladder, limit, market } from './helpers.ts'

describe('price-time priority', () => {
  it('fills better prices first, and earlier orders first within a price', () => {
    const book = createBook('TEST')
    const a = limit('sell', 101, 2, { owner: 'a' })
    const b = limit('sell', 100, 2, { owner: 'b' })
    const c = limit('sell', 100, 2, { owner: 'c' })
    for (const o of [a, b, c]) book.submit(o, 1)
    const ev = book.submit(limit('buy', 101, 5, { owner: 'x' }), 2)
    expect(fillsOf(ev).map((f) => [f.makerId, f.price, f.qty])).toEqual([
      [b.id, 100, 2],
      [c.id, 100, 2],
      [a.id, 101, 1],
    ])
    expect(book.depth(5).asks).toEqual([{ price: 101, qty: 1, orders: 1 }])
    expect(book.lastPrice()).toBe(101)
  })

  it('aggregates depth per level, best first on both sides', () => {
    const book = ladder()
    book.submit(limit('buy', 99, 3), 1)
    const d = book.depth(2)
    expect(d.bids).toEqual([
      { price: 99, qty: 8, orders: 2 },
      { price: 98, qty: 5, orders: 1 },
    ])
    expect(d.asks.map((l) => l.price)).toEqual([101, 102])
    expect(book.bestBid()).toBe(99)
    expect(book.bestAsk()).toBe(101)
  })
})

describe('partial fills', () => {
  it('keeps filled, notional and statuses exact on both sides', () => {
    const maker = limit('sell', 100, 10, { owner: 'm' })
    const book = bookWith([maker])
    const t1 = limit('buy', 100, 4, { owner: 't' })
    const ev = book.submit(t1, 1)
    expect(ev.map((e) => e.type)).toEqual(['accepted', 'fill', 'updated', 'done'])
    expect(doneOf(ev, t1.id)?.order).toMatchObject({ status: 'filled', filled: 4, notional: 400 })
    expect(book.get(maker.id)).toMatchObject({
      status: 'partially_filled',
      filled: 4,
      notional: 400,
    })
    const t2 = limit('buy', 101, 8, { owner: 't' })
    const ev2 = book.submit(t2, 2)
    expect(doneOf(ev2, maker.id)?.order).toMatchObject({
      status: 'filled',
      filled: 10,
      notional: 1000,
    })
    expect(book.get(t2.id)).toMatchObject({ status: 'partially_filled', filled: 6, notional: 600 })
    expect(book.bestBid()).toBe(101)
    expect(book.get(maker.id)).toBeUndefined()
  })
})

describe('time in force', () => {
  it('GTC rests the remainder', () => {
    const book = ladder()
    const o = limit('buy', 101, 8)
    book.submit(o, 1)
    expect(book.get(o.id)).toMatchObject({ status: 'partially_filled', filled: 5 })
    expect(book.bestBid()).toBe(101)
  })

  it('IOC fills what it can and expires the rest', () => {
    const book = ladder()
    const o = limit('buy', 102, 20, { tif: 'IOC' })
    const ev = book.submit(o, 1)
    expect(doneOf(ev, o.id)).toMatchObject({
      order: { status: 'expired', filled: 10, notional: 101 * 5 + 102 * 5 },
      reason: REASON.immediateOrCancel,
    })
    expect(book.bestAsk()).toBe(103)
    expect(book.bestBid()).toBe(99)
  })

  it('FOK fills entirely or not at all, without touching the book', () => {
    const book = ladder()
    const tooBig = limit('buy', 102, 11, { tif: 'FOK' })
    const ev = book.submit(tooBig, 1)
    expect(fillsOf(ev)).toEqual([])
    expect(doneOf(ev, tooBig.id)).toMatchObject({
      order: { status: 'expired', filled: 0 },
      reason: REASON.fillOrKill,
    })
    expect(book.depth(1).asks[0]).toEqual({ price: 101, qty: 5, orders: 1 })
    const fits = limit('buy', 102, 10, { tif: 'FOK' })
    expect(doneOf(book.submit(fits, 2), fits.id)?.order).toMatchObject({
      status: 'filled',
      filled: 10,
    })
    const mkt = market('sell', 16, { tif: 'FOK' })
    expect(doneOf(book.submit(mkt, 3), mkt.id)?.reason).toBe(REASON.fillOrKill)
  })

  it('FOK counts only what self-trade prevention lets it take', () => {
    const book = ladder()
    book.submit(limit('sell', 100, 5, { owner: 'me' }), 1)
    const o = limit('buy', 101, 6, { tif: 'FOK', owner: 'me' })
    expect(doneOf(book.submit(o, 2), o.id)?.reason).toBe(REASON.fillOrKill)
    const skip = limit('buy', 101, 5, { tif: 'FOK', owner: 'me', stp: 'cancel_maker' })
    const ev = book.submit(skip, 3)
    expect(doneOf(ev, skip.id)?.order.status).toBe('filled')
    expect(fillsOf(ev).map((f) => f.price)).toEqual([101])
  })
})

describe('market orders', () => {
  it('walk the book; the remainder expires with no liquidity', () => {
    const book = ladder()
    const o = market('buy', 20)
    const ev = book.submit(o, 1)
    expect(fillsOf(ev).map((f) => f.price)).toEqual([101, 102, 103])
    expect(doneOf(ev, o.id)).toMatchObject({
      order: { status: 'expired', filled: 15 },
      reason: REASON.noLiquidity,
    })
    expect(book.bestAsk()).toBeNull()
  })

  it('stop at the protection price', () => {
    const book = ladder()
    const o = market('sell', 12, { protectionPrice: 98 })
    const ev = book.submit(o, 1)
    expect(fillsOf(ev).map((f) => f.price)).toEqual([99, 98])
    expect(doneOf(ev, o.id)).toMatchObject({
      order: { status: 'expired', filled: 10, notional: 99 * 5 + 98 * 5 },
      reason: REASON.protection,
    })
  })

  it('expire at once on an empty book', () => {
    const book = createBook('TEST')
    const o = market('buy', 1)
    expect(doneOf(book.submit(o, 1), o.id)?.reason).toBe(REASON.noLiquidity)
  })
})

describe('post-only and validation', () => {
  it('rejects a post-only order that would take, rests one that would not', () => {
    const book = ladder()
    const taking = limit('buy', 101, 1, { postOnly: true })
    const ev = book.submit(taking, 1)
    expect(ev).toEqual([
      {
        type: 'done',
        order: expect.objectContaining({ status: 'rejected' }) as unknown,
        reason: REASON.postOnly,
      },
    ])
    const resting = limit('buy', 100, 1, { postOnly: true })
    book.submit(resting, 2)
    expect(book.get(resting.id)?.status).toBe('open')
  })

  it('rejects invalid orders and duplicate ids without disturbing the live one', () => {
    const book = ladder()
    const o = limit('buy', 50, 1)
    book.submit(o, 1)
    expect(doneOf(book.submit({ ...o, price: 51 }, 2), o.id)?.reason).toBe(REASON.duplicateId)
    expect(book.get(o.id)?.price).toBe(50)
    const halfTick = limit('buy', 1.5, 1)
    expect(doneOf(book.submit(halfTick, 3), halfTick.id)?.reason).toBe(REASON.badPrice)
    const frac = limit('buy', 10, 0.5)
    expect(doneOf(book.submit(frac, 3), frac.id)?.reason).toBe(REASON.badQuantity)
    const noPrice = { ...limit('buy', 10, 1), price: undefined } as never
    expect(book.submit(noPrice, 4)[0]).toMatchObject({ type: 'done', reason: REASON.badPrice })
  })
})
