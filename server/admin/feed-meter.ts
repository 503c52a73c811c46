import type { MarketFeed } from '../market/feed.ts'

const WINDOW_SEC = 60

/** Ticks per symbol in one-second buckets over the last minute. */
export class FeedMeter {
  private readonly buckets = new Map<string, { second: number; counts: number[] }>()

  constructor(private readonly now: () => number = Date.now) {}

  record(symbol: string): void {
    const second = Math.floor(this.now() / 1000)
    let b = this.buckets.get(symbol)
    if (!b)
      this.buckets.set(symbol, (b = { second, counts: new Array<number>(WINDOW_SEC).fill(0) }))
    this.advance(b, second)
    b.counts[second % WINDOW_SEC] = (b.counts[second % WINDOW_SEC] ?? 0) + 1
  }

  /** Ticks per second of one symbol, or of all with no symbol, over the last minute. */
  rate(symbol?: string): number {
    const second = Math.floor(this.now() / 1000)
    let total = 0
    for (const [s, b] of this.buckets) {
      if (symbol !== undefined && s !== symbol) continue
      this.advance(b, second)
      for (const n of b.counts) total += n
    }
    return total / WINDOW_SEC
  }

  /** Empties the buckets of the seconds passed since the last write. */
  private advance(b: { second: number; counts: number[] }, second: number): void {
    const gap = Math.min(WINDOW_SEC, second - b.second)
    for (let i = 1; i <= gap; i++) b.counts[(b.second + i) % WINDOW_SEC] = 0
    if (second > b.second) b.second = second
  }
}

const meters = new WeakMap<MarketFeed, FeedMeter>()

/** The market's meter, listening to its ticks from the first call on (the admin routes' start). */
export function feedMeterOf(market: MarketFeed): FeedMeter {
  let meter = meters.get(market)
  if (!meter) {
    const m = new FeedMeter()
    market.onTick((price) => m.record(price.symbol))
    meters.set(market, (meter = m))
  }
  return meter
}
