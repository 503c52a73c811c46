import type { Candle } from '../../protocol/index.ts'

/** Candles of one symbol and timeframe, oldest first, contiguous buckets, capped in length. */
export class CandleSeries {
  readonly bars: Candle[]

  constructor(
    readonly frameMs: number,
    readonly maxBars: number,
    bars: Candle[] = [],
  ) {
    this.bars = bars
  }

  bucketOf(time: number): number {
    return Math.floor(time / this.frameMs) * this.frameMs
  }

  /** Folds a tick into the current bar, opening new bars (flat ones across silent gaps). */
  update(time: number, price: number, volume: number): void {
    const bucket = this.bucketOf(time)
    let last = this.bars.at(-1)
    if (last && bucket < last.time) return
    if (!last) {
      last = { time: bucket, open: price, high: price, low: price, close: price, volume: 0 }
      this.bars.push(last)
    }
    while (last.time < bucket) {
      const prev: Candle = last
      last = {
        time: prev.time + this.frameMs,
        open: prev.close,
        high: prev.close,
        low: prev.close,
        close: prev.close,
        volume: 0,
      }
      this.bars.push(last)
    }
    last.close = price
    if (price > last.high) last.high = price
    if (price < last.low) last.low = price
    last.volume += volume
    if (this.bars.length > this.maxBars) this.bars.splice(0, this.bars.length - this.maxBars)
  }

  /** The newest `limit` bars as copies, so callers cannot disturb the live ones. */
  tail(limit: number): Candle[] {
    return this.bars.slice(Math.max(0, this.bars.length - limit)).map((c) => ({ ...c }))
  }

  /** Up to `limit` bars that start before `time`, oldest first, as copies: older history. */
  before(time: number, limit: number): Candle[] {
    // The bars are sorted by time: binary search for the first one at or after `time`.
    let lo = 0
    let hi = this.bars.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.bars[mid]?.time ?? Infinity) < time) lo = mid + 1
      else hi = mid
    }
    return this.bars.slice(Math.max(0, lo - limit), lo).map((c) => ({ ...c }))
  }
}
