import { createBook } from '../../../../server/matching/book.ts'
import type {
  BookEvent,
  BookHooks,
  Fill,
  MatchingBook,
  NewOrder,
  Side,
} from '../../../../server/matching/types.ts'

let counter = 0
export const nextId = (): string => `o${++counter}`

export const limit = (
  side: Side,
  price: number,
  qty: number,
  extra: Partial<NewOrder> = {},
): NewOrder => ({
  id: nextId(),
  owner: 'alice',
  side,
  type: 'limit',
  qty,
  price,
  tif: 'GTC',
  ...extra,
})

export const market = (side: Side, qty: number, extra: Partial<NewOrder> = {}): NewOrder => ({
  id: nextId(),
  owner: 'bob',
  side,
  type: 'market',
  qty,
  tif: 'IOC',
  ...extra,
})

export const fillsOf = (events: BookEvent[]): Fill[] =>
  events.flatMap((e) => (e.type === 'fill' ? [e.fill] : []))

export const doneOf = (events: BookEvent[], id: string) =>
  events.find((e) => e.type === 'done' && e.order.id === id) as
    Extract<BookEvent, { type: 'done' }> | undefined

/** A fresh book with `orders` submitted in turn at time 0. */
export function bookWith(orders: NewOrder[], hooks?: BookHooks): MatchingBook {
  const book = createBook('TEST', hooks)
  for (const o of orders) book.submit(o, 0)
  return book
}

/** A book with asks 101×5, 102×5, 103×5 and bids 99×5, 98×5, 97×5, all owned by `mm`. */
export function ladder(hooks?: BookHooks): MatchingBook {
  const book = createBook('TEST', hooks)
  for (let i = 0; i < 3; i++) {
    book.submit(limit('sell', 101 + i, 5, { owner: 'mm' }), 0)
    book.submit(limit('buy', 99 - i, 5, { owner: 'mm' }), 0)
  }
  return book
}
