/** Samples closer together than this are one: a day's window stays at most 86,400 samples. */
const SAMPLE_SPACING_MS = 1_000

/**
 * One symbol's recent prices, oldest first, for `move_pct` alerts: the price at the start of a
 * trailing window is the last sample at or before it (or the oldest kept, while the window is
 * not yet full).
 */
export class TrailingPrices {
  private readonly times: number[] = []
  private readonly prices: number[] = []
  /** Index of the oldest kept sample; the arrays are compacted now and then, not per tick. */
  private head = 0

  record(time: number, price: number): void {
    const last = this.times.length - 1
    if (last >= this.head && time - (this.times[last] ?? 0) < SAMPLE_SPACING_MS) return
    this.times.push(time)
    this.prices.push(price)
  }

  /** The price in force at `time`: the last sample at or before it, else the oldest one. */
  priceAt(time: number): number | undefined {
    let lo = this.head
    let hi = this.times.length - 1
    if (hi < lo) return undefined
    if ((this.times[lo] ?? 0) > time) return this.prices[lo]
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((this.times[mid] ?? 0) <= time) lo = mid
      else hi = mid - 1
    }
    return this.prices[lo]
  }

  /** Forgets samples no window needs: keeps the last one at or before `time` and all after. */
  trimBefore(time: number): void {
    while (this.head + 1 < this.times.length && (this.times[this.head + 1] ?? 0) <= time)
      this.head += 1
    if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times.splice(0, this.head)
      this.prices.splice(0, this.head)
      this.head = 0
    }
  }

  get size(): number {
    return this.times.length - this.head
  }
}
