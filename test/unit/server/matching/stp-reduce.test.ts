import { describe, expect, it } from 'vitest'
import { createBook } from '../../../../server/matching/book.ts'
import { REASON } from '../../../../server/matching/reasons.ts'
import type { OrderState, Stp } from '../../../../server/matching/types.ts'
import { bookWith, doneOf, fillsOf, limit, market } from './helpers.ts'

/** asks: own 100×2 at the front, then someone else's 100×3. */
function withOwnOrder() {
  const own = limit('sell', 100, 2, { owner: 'me' })
  const other = limit('sell', 100, 3, { owner: 'other' })
  return { book: bookWith([own, other]), own, other }
}

describe('self-trade prevention', () => {
  const take = (stp: Stp | undefined) => {
    const { book, own, other } = withOwnOrder()
    const t = limit('buy', 100, 4, { owner: 'me', ...(stp ? { stp } : {}) })
    const ev = book.submit(t, 1)
    return { book, own, other, t, ev }
  }

  it('cancel_taker (the default) cancels the incoming order and leaves the resting one', () => {
    const { book, own, t, ev } = take(undefined)
    expect(fillsOf(ev)).toEqual([])
    expect(doneOf(ev, t.id)).toMatchObject({
      order: { status: 'cancelled' },
      reason: REASON.selfTradeTaker,
    })
    expect(book.get(own.id)?.status).toBe('open')
  })

  it('cancel_maker cancels the resting order and keeps matching', () => {
    const { book, own, other, t, ev } = take('cancel_maker')
    expect(doneOf(ev, own.id)).toMatchObject({
      order: { status: 'cancelled' },
      reason: REASON.selfTradeMaker,
    })
    expect(fillsOf(ev).map((f) => [f.makerId, f.qty])).toEqual([[other.id, 3]])
    expect(book.get(t.id)).toMatchObject({ status: 'partially_filled', filled: 3 })
  })

  it('cancel_both cancels both', () => {
    const { book, own, t, ev } = take('cancel_both')
    expect(doneOf(ev, own.id)?.order.status).toBe('cancelled')
    expect(doneOf(ev, t.id)?.order.status).toBe('cancelled')
    expect(book.depth(1).asks).toEqual([{ price: 100, qty: 3, orders: 1 }])
  })

  it('none lets them trade', () => {
    const { ev, own, t } = take('none')
    expect(fillsOf(ev).map((f) => [f.makerId, f.qty])).toHaveLength(2)
    expect(fillsOf(ev)[0]).toMatchObject({ makerId: own.id, takerId: t.id, makerOwner: 'me' })
  })
})

describe('reduce-only', () => {
  it('caps each fill at what the hook allows and cancels the rest', () => {
    let position = 3 // a long of 3 lots: a reduce-only sell may sell 3
    const seen: OrderState[] = []
    const book = createBook('TEST', {
      reducible: (o) => {
        seen.push(o)
        return Math.max(0, position - o.filled)
      },
    })
    for (const p of [100, 99]) book.submit(limit('buy', p, 2, { owner: 'mm' }), 0)
    const o = market('sell', 10, { reduceOnly: true })
    const ev = book.submit(o, 1)
    expect(fillsOf(ev).map((f) => [f.price, f.qty])).toEqual([
      [100, 2],
      [99, 1],
    ])
    expect(doneOf(ev, o.id)).toMatchObject({
      order: { status: 'cancelled', filled: 3 },
      reason: REASON.reduceOnly,
    })
    expect(seen.every((s) => s.id === o.id)).toBe(true)
    position = 0
    const none = limit('sell', 99, 1, { reduceOnly: true })
    expect(doneOf(book.submit(none, 2), none.id)?.reason).toBe(REASON.reduceOnly)
  })

  it('a resting reduce-only order that may no longer reduce is cancelled when hit', () => {
    const resting = limit('sell', 100, 2, { reduceOnly: true })
    const normal = limit('sell', 101, 2, { owner: 'x' })
    const book = bookWith([resting, normal], { reducible: () => 0 })
    const ev = book.submit(market('buy', 1), 1)
    expect(doneOf(ev, resting.id)?.reason).toBe(REASON.reduceOnly)
    expect(fillsOf(ev).map((f) => f.makerId)).toEqual([normal.id])
  })
})
