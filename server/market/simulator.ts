import {
  TIMEFRAME_MS,
  type Candle,
  type MarketPrice,
  type MarketTrade,
  type OrderBook,
  type SymbolInfo,
  type Timeframe,
} from '../../protocol/index.ts'
import { backfillCandles, volumeNoise } from './backfill.ts'
import { CandleSeries } from './candle-series.ts'
import type { MarketFeed, TickListener } from './feed.ts'
import { createRng, type Rng } from './rng.ts'
import { window24h, type Window24h } from './rolling-24h.ts'
import { roundToStep } from './rounding.ts'
import { SYMBOLS, symbolInfoOf, type SymbolSpec } from './symbols.ts'
import { syntheticBook, syntheticTrades } from './synthetic-book.ts'
import { stepPrice } from './walk.ts'

const DAY_MS = 86_400_000
const TIMEFRAMES: Timeframe[] = ['1m', '5m', '1h', '1d']
const RECENT_TRADES = 100

export const DEFAULT_BACKFILL: Record<Timeframe, number> = {
  '1m': 1500,
  '5m': 1000,
  '1h': 1000,
  '1d': 365,
}

export interface SimulatorOptions {
  seed?: number
  specs?: readonly SymbolSpec[]
  /** Mean time between ticks of one symbol; each gap is jittered ±40 %. */
  tickMs?: number
  backfill?: Record<Timeframe, number>
  /** Bars kept per series as live ticks add new ones. */
  maxBars?: number
  startTime?: number
  /** Prices to continue from (the last run's), per symbol; others start at the catalogue price. */
  startPrices?: Readonly<Record<string, number>>
}

interface SymbolState {
  spec: SymbolSpec
  info: SymbolInfo
  /** Unrounded walk value; rounding each step would freeze low-volatility FX on one tick. */
  raw: number
  price: number
  lastUpdate: number
  nextTickAt: number
  series: Record<Timeframe, CandleSeries>
  window: Window24h
  recent: MarketTrade[]
}

export class MarketSimulator implements MarketFeed {
  private readonly rng: Rng
  private readonly state = new Map<string, SymbolState>()
  private readonly listeners = new Set<TickListener>()
  private readonly tickMs: number
  private timer: NodeJS.Timeout | undefined
  private tradeCounter = 0
  /** Keeps trade ids unique across restarts, since clients de-duplicate prints by id. */
  private readonly tradeTag: string

  constructor(opts: SimulatorOptions = {}) {
    this.rng = createRng(opts.seed ?? Date.now())
    this.tickMs = opts.tickMs ?? 250
    const now = opts.startTime ?? Date.now()
    this.tradeTag = now.toString(36)
    const backfill = opts.backfill ?? DEFAULT_BACKFILL
    const maxBars = opts.maxBars ?? 6000
    for (const spec of opts.specs ?? SYMBOLS) {
      const remembered = opts.startPrices?.[spec.symbol]
      // A remembered price far from the catalogue one is more likely corrupt than a real move.
      const start =
        remembered !== undefined &&
        remembered > spec.startPrice / 100 &&
        remembered < spec.startPrice * 100
          ? remembered
          : spec.startPrice
      const price = roundToStep(start, spec.tickSize)
      const series = {} as Record<Timeframe, CandleSeries>
      for (const tf of TIMEFRAMES) {
        const bars = backfillCandles(this.rng, spec, TIMEFRAME_MS[tf], backfill[tf], now, start)
        series[tf] = new CandleSeries(TIMEFRAME_MS[tf], Math.max(maxBars, backfill[tf]), bars)
      }
      this.state.set(spec.symbol, {
        spec,
        info: symbolInfoOf(spec),
        raw: start,
        price,
        lastUpdate: now,
        nextTickAt: now + this.jitter(),
        series,
        window: window24h(series['1m'].bars, series['1m'].bucketOf(now)),
        recent: [],
      })
    }
  }

  private jitter(): number {
    return this.tickMs * (0.6 + 0.8 * this.rng.next())
  }

  /** Advances every symbol whose next tick is due at `now`; the timer calls it, tests call it directly. */
  tick(now: number): void {
    for (const s of this.state.values()) {
      if (s.nextTickAt > now) continue
      const dt = Math.max(1, now - s.lastUpdate)
      const previous = s.price
      s.raw = stepPrice(this.rng, s.raw, s.spec.volatility, dt)
      s.price = roundToStep(s.raw, s.spec.tickSize)
      s.lastUpdate = now
      s.nextTickAt = now + this.jitter()
      const volume = (((s.spec.dailyNotional / s.price) * dt) / DAY_MS) * volumeNoise(this.rng)
      for (const tf of TIMEFRAMES) s.series[tf].update(now, s.price, volume)
      const bucket = s.series['1m'].bucketOf(now)
      if (bucket !== s.window.bucket) s.window = window24h(s.series['1m'].bars, bucket)
      const trades = syntheticTrades(
        s.spec,
        previous,
        s.price,
        volume,
        this.rng,
        now,
        () => `${s.spec.symbol}-${this.tradeTag}-${++this.tradeCounter}`,
      )
      s.recent.push(...trades)
      if (s.recent.length > RECENT_TRADES) s.recent.splice(0, s.recent.length - RECENT_TRADES)
      const price = this.snapshot(s)
      for (const listener of this.listeners) listener(price, trades)
    }
  }

  private snapshot(s: SymbolState): MarketPrice {
    const current = s.series['1m'].bars.at(-1)
    const high = Math.max(s.window.high, current?.high ?? s.price, s.price)
    const low = Math.min(s.window.low, current?.low ?? s.price, s.price)
    const change = s.price - s.window.open
    return {
      symbol: s.spec.symbol,
      price: s.price,
      change24h: roundToStep(Math.abs(change), s.spec.tickSize) * Math.sign(change) || 0,
      change24hPercent: s.window.open > 0 ? Number(((change / s.window.open) * 100).toFixed(4)) : 0,
      volume24h: Number((s.window.volume + (current?.volume ?? 0)).toPrecision(10)),
      high24h: high,
      low24h: low,
      lastUpdate: s.lastUpdate,
    }
  }

  /** Current price per symbol, to be handed back as `startPrices` after a restart. */
  lastPrices(): Record<string, number> {
    return Object.fromEntries([...this.state.values()].map((s) => [s.spec.symbol, s.price]))
  }

  symbols(): SymbolInfo[] {
    return [...this.state.values()].map((s) => s.info)
  }

  hasSymbol(symbol: string): boolean {
    return this.state.has(symbol)
  }

  price(symbol: string): MarketPrice | undefined {
    const s = this.state.get(symbol)
    return s && this.snapshot(s)
  }

  prices(): MarketPrice[] {
    return [...this.state.values()].map((s) => this.snapshot(s))
  }

  candles(symbol: string, timeframe: Timeframe, limit: number): Candle[] | undefined {
    return this.state.get(symbol)?.series[timeframe].tail(limit)
  }

  recentTrades(symbol: string, limit = RECENT_TRADES): MarketTrade[] | undefined {
    return this.state.get(symbol)?.recent.slice(-limit)
  }

  orderBook(symbol: string, depth = 20): OrderBook | undefined {
    const s = this.state.get(symbol)
    return s && syntheticBook(s.spec, s.price, this.rng, s.lastUpdate, depth)
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  start(intervalMs = 50): void {
    if (this.timer) return
    this.timer = setInterval(() => this.tick(Date.now()), intervalMs)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
