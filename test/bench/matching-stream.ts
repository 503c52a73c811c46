/**
 * One deterministic order stream for the matching benchmark: limit orders around a drifting mid,
 * cancels of orders that are live at that moment, market orders by size. Liveness comes from
 * running the stream through our book while generating it; both engines then replay it blind.
 */
import { createBook } from '../../server/matching/book.ts'
import type { BookEvent, MatchingBook } from '../../server/matching/types.ts'
import { createRng } from '../../server/market/rng.ts'

export type StreamOp =
  | { kind: 'limit'; id: string; side: 'buy' | 'sell'; price: number; size: number }
  | { kind: 'market'; side: 'buy' | 'sell'; size: number }
  | { kind: 'cancel'; id: string }

export function orderStream(count: number, seed: number): StreamOp[] {
  const rng = createRng(seed)
  const book = createBook('GEN')
  const live: string[] = []
  const where = new Map<string, number>()
  const drop = (id: string) => {
    const i = where.get(id)
    if (i === undefined) return
    const last = live.pop() as string
    if (last !== id) {
      live[i] = last
      where.set(last, i)
    }
    where.delete(id)
  }
  const ops: StreamOp[] = []
  let mid = 10_000
  let n = 0
  for (let k = 0; k < count; k++) {
    if (rng.next() < 0.05) mid += Math.round(rng.normal() * 3)
    const r = rng.next()
    const side = rng.next() < 0.5 ? 'buy' : 'sell'
    let op: StreamOp
    if (r < 0.25 && live.length > 0) {
      op = { kind: 'cancel', id: live[Math.floor(rng.next() * live.length)] as string }
    } else if (r < 0.4) {
      op = { kind: 'market', side, size: 1 + Math.floor(rng.next() * 60) }
    } else {
      // Mostly passive, a few ticks through the spread now and then (those trade as takers).
      const offset = Math.floor(rng.next() * 24) - 3
      const price = side === 'buy' ? mid - offset : mid + offset
      op = { kind: 'limit', id: `o${++n}`, side, price, size: 1 + Math.floor(rng.next() * 40) }
    }
    ops.push(op)
    const events = applyOp(book, op, k)
    for (const e of events) {
      if (e.type === 'done') drop(e.order.id)
      else if (e.type === 'accepted' && e.order.type === 'limit') {
        where.set(e.order.id, live.length)
        live.push(e.order.id)
      }
    }
  }
  return ops
}

/** Feeds one operation of the stream to our book, as the generator and the bench both do. */
export function applyOp(book: MatchingBook, op: StreamOp, k: number): BookEvent[] {
  if (op.kind === 'cancel') return book.cancel(op.id, k)
  // Plain literals of one shape: spreads here cost the engine several times its own work.
  if (op.kind === 'market') {
    const order = {
      id: `m${k}`,
      owner: 't',
      side: op.side,
      type: 'market',
      qty: op.size,
      tif: 'IOC',
      stp: 'none',
    } as const
    return book.submit(order, k)
  }
  const order = {
    id: op.id,
    owner: 't',
    side: op.side,
    type: 'limit',
    qty: op.size,
    price: op.price,
    tif: 'GTC',
    stp: 'none',
  } as const
  return book.submit(order, k)
}
