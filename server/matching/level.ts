import type { OrderRecord } from './order-record.ts'

/** One price level: a FIFO of orders as a doubly linked list, so a cancel in the middle is O(1). */
export class Level {
  head: OrderRecord | null = null
  tail: OrderRecord | null = null
  /** Σ remaining lots of the orders queued here. */
  qty = 0
  orders = 0

  constructor(readonly price: number) {}

  push(o: OrderRecord): void {
    o.level = this
    o.prev = this.tail
    o.next = null
    if (this.tail) this.tail.next = o
    else this.head = o
    this.tail = o
    this.qty += o.remaining
    this.orders++
  }

  /** Inserts by `seq` (restores arrive in any order); walks from the tail, where restores usually land. */
  insertBySeq(o: OrderRecord): void {
    let after = this.tail
    while (after && after.seq > o.seq) after = after.prev
    o.level = this
    o.prev = after
    o.next = after ? after.next : this.head
    if (o.next) o.next.prev = o
    else this.tail = o
    if (after) after.next = o
    else this.head = o
    this.qty += o.remaining
    this.orders++
  }

  remove(o: OrderRecord): void {
    if (o.prev) o.prev.next = o.next
    else this.head = o.next
    if (o.next) o.next.prev = o.prev
    else this.tail = o.prev
    this.qty -= o.remaining
    this.orders--
    o.level = null
    o.prev = null
    o.next = null
  }
}
