import type { MarketPrice, MarketTrade, Timeframe } from '../../protocol/index.ts'
import type { CandleSeries } from './candle-series.ts'
import { window24h, type Window24h } from './rolling-24h.ts'
import { roundToStep } from './rounding.ts'

export const TIMEFRAMES: Timeframe[] = ['1m', '5m', '1h', '1d']
export const RECENT_TRADES = 100

/**
 * One symbol's public record: candles (backfilled history, then real prints), the rolling 24 h
 * window, the latest prints, and the prints not yet handed to tick listeners.
 */
export class Tape {
  price: number
  lastUpdate: number
  window: Window24h
  readonly recent: MarketTrade[] = []
  private pending: MarketTrade[] = []

  constructor(
    readonly symbol: string,
    private readonly tickSize: number,
    readonly series: Record<Timeframe, CandleSeries>,
    price: number,
    now: number,
  ) {
    this.price = price
    this.lastUpdate = now
    this.window = window24h(series['1m'].bars, series['1m'].bucketOf(now))
  }

  record(trade: MarketTrade): void {
    this.price = trade.price
    if (trade.time > this.lastUpdate) this.lastUpdate = trade.time
    this.fold(trade.time, trade.price, trade.quantity)
    this.pending.push(trade)
    this.recent.push(trade)
    if (this.recent.length > RECENT_TRADES)
      this.recent.splice(0, this.recent.length - RECENT_TRADES)
  }

  /** Keeps the candle buckets current when time passes without prints. */
  touch(now: number): void {
    if (now > this.lastUpdate) this.lastUpdate = now
    this.fold(now, this.price, 0)
  }

  private fold(time: number, price: number, volume: number): void {
    for (const tf of TIMEFRAMES) this.series[tf].update(time, price, volume)
    const bucket = this.series['1m'].bucketOf(time)
    if (bucket > this.window.bucket) this.window = window24h(this.series['1m'].bars, bucket)
  }

  /** The prints since the last call, oldest first. */
  drain(): MarketTrade[] {
    const out = this.pending
    this.pending = []
    return out
  }

  snapshot(): MarketPrice {
    const current = this.series['1m'].bars.at(-1)
    const high = Math.max(this.window.high, current?.high ?? this.price, this.price)
    const low = Math.min(this.window.low, current?.low ?? this.price, this.price)
    const change = this.price - this.window.open
    return {
      symbol: this.symbol,
      price: this.price,
      change24h: roundToStep(Math.abs(change), this.tickSize) * Math.sign(change) || 0,
      change24hPercent:
        this.window.open > 0 ? Number(((change / this.window.open) * 100).toFixed(4)) : 0,
      volume24h: Number((this.window.volume + (current?.volume ?? 0)).toPrecision(10)),
      high24h: high,
      low24h: low,
      lastUpdate: this.lastUpdate,
    }
  }
}
