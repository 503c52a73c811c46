/**
 * The public record of each option contract: its prints (last price, 24 h volume, recent trades)
 * and candles. Options print rarely, so the candle series are kept short and a contract's tape
 * exists only once it traded: before that its price is the model's mark.
 */
import {
  TIMEFRAME_MS,
  type Candle,
  type MarketPrice,
  type MarketTrade,
  type Timeframe,
} from '../../protocol/index.ts'
import { CandleSeries } from '../market/candle-series.ts'
import { TIMEFRAMES } from '../market/tape.ts'

const DAY_MS = 86_400_000
const RECENT = 100
/** Prints held for the 24 h figures; a contract busier than this undercounts its volume. */
const DAY_CAP = 5_000
/** Bars kept per timeframe: two hours of 1m, two days of 5m, a week of 1h, two months of 1d. */
const MAX_BARS: Record<Timeframe, number> = { '1m': 120, '5m': 576, '1h': 168, '1d': 60 }

export class OptionTape {
  readonly recent: MarketTrade[] = []
  /** Prints of the last 24 h (for the volume and range), oldest first. */
  private readonly day: MarketTrade[] = []
  private readonly series: Record<Timeframe, CandleSeries>
  /** The first print, which the 24 h change is measured from while the tape is younger. */
  private readonly first: number
  last: number
  lastUpdate: number

  constructor(
    readonly symbol: string,
    first: MarketTrade,
  ) {
    this.series = Object.fromEntries(
      TIMEFRAMES.map((tf) => [tf, new CandleSeries(TIMEFRAME_MS[tf], MAX_BARS[tf])]),
    ) as Record<Timeframe, CandleSeries>
    this.first = first.price
    this.last = first.price
    this.lastUpdate = first.time
    this.record(first)
  }

  record(trade: MarketTrade): void {
    this.last = trade.price
    this.lastUpdate = Math.max(this.lastUpdate, trade.time)
    for (const tf of TIMEFRAMES) this.series[tf].update(trade.time, trade.price, trade.quantity)
    this.recent.push(trade)
    if (this.recent.length > RECENT) this.recent.splice(0, this.recent.length - RECENT)
    this.day.push(trade)
    if (this.day.length > DAY_CAP) this.day.splice(0, this.day.length - DAY_CAP)
  }

  private trim(now: number): void {
    let drop = 0
    while (drop < this.day.length && (this.day[drop]?.time ?? now) < now - DAY_MS) drop++
    if (drop > 0) this.day.splice(0, drop)
  }

  volume24h(now: number): number {
    this.trim(now)
    return Number(this.day.reduce((sum, t) => sum + t.quantity, 0).toPrecision(10))
  }

  snapshot(now: number): MarketPrice {
    this.trim(now)
    const open = this.day[0]?.price ?? this.first
    const prices = this.day.map((t) => t.price)
    const change = this.last - open
    return {
      symbol: this.symbol,
      price: this.last,
      change24h: Number(change.toPrecision(10)),
      change24hPercent: open > 0 ? Number(((change / open) * 100).toFixed(4)) : 0,
      volume24h: this.volume24h(now),
      high24h: Math.max(this.last, ...prices),
      low24h: Math.min(this.last, ...prices),
      lastUpdate: this.lastUpdate,
    }
  }

  candles(timeframe: Timeframe, limit: number, before?: number): Candle[] {
    const series = this.series[timeframe]
    return before === undefined ? series.tail(limit) : series.before(before, limit)
  }
}
