import { Level } from './level.ts'
import type { OrderRecord } from './order-record.ts'
import type { DepthLevel } from './types.ts'

/**
 * One side of the book: levels in an array sorted so the best price is LAST. Matching and
 * re-quoting happen at the top of the book, so the common removals are a pop and the common
 * inserts land near the end (short memmoves); a Map finds a level by price in O(1).
 */
export class BookSide {
  readonly levels: Level[] = []
  private readonly byPrice = new Map<number, Level>()

  constructor(readonly isBid: boolean) {}

  best(): Level | undefined {
    return this.levels[this.levels.length - 1]
  }

  bestPrice(): number | null {
    return this.best()?.price ?? null
  }

  /** True when `a` is a better price than `b` for this side. */
  private better(a: number, b: number): boolean {
    return this.isBid ? a > b : a < b
  }

  /** Where `price` sits: the first level at least as good as it (its own level when present). */
  private indexOf(price: number): number {
    let lo = 0
    let hi = this.levels.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const level = this.levels[mid] as Level
      if (this.better(price, level.price)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private levelFor(price: number): Level {
    let level = this.byPrice.get(price)
    if (!level) {
      level = new Level(price)
      this.byPrice.set(price, level)
      const at = this.indexOf(price)
      if (at === this.levels.length) this.levels.push(level)
      else this.levels.splice(at, 0, level)
    }
    return level
  }

  add(o: OrderRecord): void {
    this.levelFor(o.price as number).push(o)
  }

  addBySeq(o: OrderRecord): void {
    this.levelFor(o.price as number).insertBySeq(o)
  }

  remove(o: OrderRecord): void {
    const level = o.level
    if (!level) return
    level.remove(o)
    if (level.orders === 0) this.dropLevel(level)
  }

  private dropLevel(level: Level): void {
    this.byPrice.delete(level.price)
    const last = this.levels.length - 1
    if (this.levels[last] === level) {
      this.levels.pop()
      return
    }
    const at = this.indexOf(level.price)
    if (this.levels[at] === level) this.levels.splice(at, 1)
  }

  depth(n: number): DepthLevel[] {
    const out: DepthLevel[] = []
    for (let i = this.levels.length - 1; i >= 0 && out.length < n; i--) {
      const l = this.levels[i] as Level
      out.push({ price: l.price, qty: l.qty, orders: l.orders })
    }
    return out
  }

  *ordersBestFirst(): Generator<OrderRecord> {
    for (let i = this.levels.length - 1; i >= 0; i--) {
      for (let o = (this.levels[i] as Level).head; o; o = o.next) yield o
    }
  }
}
