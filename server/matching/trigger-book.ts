import type { OrderRecord } from './order-record.ts'

/**
 * Pending stop / take-profit orders, in two lists by trigger direction, each sorted so the
 * next to fire is LAST: `up` fires when the last price rises to the stop (stop buys, take-profit
 * sells), `down` when it falls to it (stop sells, take-profit buys).
 */
export class TriggerBook {
  private readonly up: OrderRecord[] = []
  private readonly down: OrderRecord[] = []

  static firesUp(o: OrderRecord): boolean {
    const stopLike = o.type === 'stop' || o.type === 'stop_limit'
    return stopLike ? o.side === 'buy' : o.side === 'sell'
  }

  /** Whether the order's trigger condition holds at `price`. */
  static hits(o: OrderRecord, price: number): boolean {
    const stop = o.stopPrice as number
    return TriggerBook.firesUp(o) ? price >= stop : price <= stop
  }

  get size(): number {
    return this.up.length + this.down.length
  }

  add(o: OrderRecord): void {
    const up = TriggerBook.firesUp(o)
    const list = up ? this.up : this.down
    const at = this.insertionPoint(list, o, up)
    list.splice(at, 0, o)
  }

  /**
   * Sorted by urgency ascending: `up` by stop descending (lowest stop last), `down` by stop
   * ascending; among equal stops the older order sits later, so it fires first.
   */
  private insertionPoint(list: OrderRecord[], o: OrderRecord, up: boolean): number {
    const stop = o.stopPrice as number
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const other = list[mid] as OrderRecord
      const s = other.stopPrice as number
      const lessUrgent = up ? s > stop : s < stop
      // An equal stop that arrived earlier is more urgent: the newcomer goes before it.
      if (lessUrgent) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  remove(o: OrderRecord): void {
    const list = TriggerBook.firesUp(o) ? this.up : this.down
    const i = list.lastIndexOf(o)
    if (i >= 0) list.splice(i, 1)
  }

  /**
   * Moves every order that the trades between `low` and `high` set off into `out`, in arrival
   * order (seq): simultaneous triggers are served first come, first served.
   */
  collect(low: number, high: number, out: OrderRecord[]): void {
    const from = out.length
    for (let o = this.up.at(-1); o && high >= (o.stopPrice as number); o = this.up.at(-1)) {
      out.push(o)
      this.up.pop()
    }
    for (let o = this.down.at(-1); o && low <= (o.stopPrice as number); o = this.down.at(-1)) {
      out.push(o)
      this.down.pop()
    }
    if (out.length - from > 1) {
      const fired = out.splice(from).sort((a, b) => a.seq - b.seq)
      out.push(...fired)
    }
  }
}
