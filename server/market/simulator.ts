import {
  TIMEFRAME_MS,
  type Candle,
  type MarketPrice,
  type MarketTrade,
  type OrderBook,
  type SymbolInfo,
  type Timeframe,
} from '../../protocol/index.ts'
import { createExchange, type Exchange } from '../matching/exchange.ts'
import type { BookEvent } from '../matching/types.ts'
import { backfillCandles, SUB_STEPS, volumeNoise } from './backfill.ts'
import { CandleSeries } from './candle-series.ts'
import { MarketFactors } from './factors.ts'
import type { MarketFeed, TickListener } from './feed.ts'
import { isHaltedOn } from './halts.ts'
import { MarketMaker } from './market-maker.ts'
import { createRng, type Rng } from './rng.ts'
import { roundToStep } from './rounding.ts'
import { SYMBOLS, symbolInfoOf, type SymbolSpec } from './symbols.ts'
import { RECENT_TRADES, Tape, TIMEFRAMES } from './tape.ts'
import { takeLiquidity } from './taker.ts'
import { symbolUnits, type SymbolUnits } from './units.ts'
import { stepPrice } from './walk.ts'

const DAY_MS = 86_400_000
/** The mark price never strays further than this from the index, whatever the book shows. */
const MARK_BAND = 0.005

/**
 * Bars generated per series at start: a chart scrolled left pages back through them (candles
 * `before`). 3000 of each (50 h of 1m, eight years of 1d) takes a few hundred ms for the whole
 * catalogue; the 1m series also holds the 24 h window.
 */
export const DEFAULT_BACKFILL: Record<Timeframe, number> = {
  '1m': 3000,
  '5m': 3000,
  '1h': 3000,
  '1d': 3000,
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
  /** Fair prices to continue from (the last run's), per symbol; others start at the catalogue price. */
  startPrices?: Readonly<Record<string, number>>
  /** The exchange to trade in; a fresh one by default. */
  exchange?: Exchange
}

interface SymbolState {
  spec: SymbolSpec
  info: SymbolInfo
  units: SymbolUnits
  /** Unrounded walk value; rounding each step would freeze low-volatility FX on one tick. */
  raw: number
  /** The fair (index) price, on the tick size. */
  fair: number
  walkedAt: number
  nextTickAt: number
  tape: Tape
  maker: MarketMaker
  quoted: boolean
}

/**
 * The market: a fair-price random walk per symbol, market makers quoting real orders around it
 * and takers hitting them, all in the matching engine, so every public print is a real fill.
 */
export class MarketSimulator implements MarketFeed {
  private readonly rng: Rng
  private readonly state = new Map<string, SymbolState>()
  private readonly listeners = new Set<TickListener>()
  private readonly tickMs: number
  private readonly books: Exchange
  private timer: NodeJS.Timeout | undefined
  private takerCounter = 0
  /** Keeps trade and order ids unique across restarts, since clients de-duplicate prints by id. */
  private readonly tag: string

  constructor(opts: SimulatorOptions = {}) {
    const seed = opts.seed ?? Date.now()
    this.rng = createRng(seed)
    this.tickMs = opts.tickMs ?? 250
    this.books = opts.exchange ?? createExchange()
    const now = opts.startTime ?? Date.now()
    this.tag = now.toString(36)
    const backfill = opts.backfill ?? DEFAULT_BACKFILL
    const maxBars = opts.maxBars ?? 6000
    // History co-moves through shared factors; the live walk after it stays independent.
    const factors = new MarketFactors(seed)
    for (const spec of opts.specs ?? SYMBOLS) {
      const remembered = opts.startPrices?.[spec.symbol]
      // A remembered price far from the catalogue one is more likely corrupt than a real move.
      const start =
        remembered !== undefined &&
        remembered > spec.startPrice / 100 &&
        remembered < spec.startPrice * 100
          ? remembered
          : spec.startPrice
      const series = {} as Record<Timeframe, CandleSeries>
      for (const tf of TIMEFRAMES) {
        const frameMs = TIMEFRAME_MS[tf]
        const shocks = factors.commonShocks(spec, frameMs, backfill[tf] * SUB_STEPS)
        const bars = backfillCandles(this.rng, spec, frameMs, backfill[tf], now, start, shocks)
        series[tf] = new CandleSeries(frameMs, Math.max(maxBars, backfill[tf]), bars)
      }
      const units = symbolUnits(spec.tickSize, spec.lotSize)
      const fair = roundToStep(start, spec.tickSize)
      this.state.set(spec.symbol, {
        spec,
        info: symbolInfoOf(spec),
        units,
        raw: start,
        fair,
        walkedAt: now,
        nextTickAt: now + this.jitter(),
        tape: new Tape(spec.symbol, spec.tickSize, series, fair, now),
        maker: new MarketMaker(this.books, spec, units, this.rng, this.tag),
        quoted: false,
      })
    }
    // Every print counts, whoever traded: makers, takers and traders alike.
    this.books.subscribe((symbol, events) => this.record(symbol, events))
  }

  private jitter(): number {
    return this.tickMs * (0.6 + 0.8 * this.rng.next())
  }

  private record(symbol: string, events: BookEvent[]): void {
    const s = this.state.get(symbol)
    if (!s) return
    for (const e of events) {
      if (e.type !== 'fill') continue
      const f = e.fill
      s.tape.record({
        id: `${symbol}-${this.tag}-${f.seq}`,
        symbol,
        price: s.units.fromTicks(f.price),
        quantity: s.units.fromLots(f.qty),
        side: f.side,
        time: f.time,
      })
    }
  }

  /** Quotes around the fair price and lets takers trade: one round of the symbol's activity. */
  private trade(s: SymbolState, now: number, dtMs: number): void {
    const fair = s.units.toTicks(s.fair)
    s.maker.requote(fair, now)
    s.quoted = true
    const volume = (((s.spec.dailyNotional / s.fair) * dtMs) / DAY_MS) * volumeNoise(this.rng)
    const budget = Math.max(1, s.units.toLots(volume))
    const nextId = () => `taker:${s.spec.symbol}-${this.tag}-${++this.takerCounter}`
    takeLiquidity(this.books, s.spec.symbol, fair, budget, this.rng, now, nextId)
  }

  /** Advances every symbol whose next tick is due at `now`; the timer calls it, tests call it directly. */
  tick(now: number): void {
    for (const s of this.state.values()) {
      if (s.nextTickAt > now) continue
      const dt = Math.max(1, now - s.walkedAt)
      s.raw = stepPrice(this.rng, s.raw, s.spec.volatility, dt)
      s.fair = roundToStep(s.raw, s.spec.tickSize)
      s.walkedAt = now
      s.nextTickAt = now + this.jitter()
      this.trade(s, now, dt)
      s.tape.touch(now)
      const trades = s.tape.drain()
      const price = this.snapshot(s)
      for (const listener of this.listeners) listener(price, trades)
    }
  }

  /**
   * Moves a symbol's fair price at once, as news would: the makers requote around it on the
   * symbol's next tick and the walk goes on from there. Tests and demos of liquidations use it.
   */
  shock(symbol: string, price: number): void {
    const s = this.state.get(symbol)
    if (!s || !(price > 0)) throw new RangeError(`cannot move ${symbol} to ${price}`)
    s.raw = price
    s.fair = roundToStep(price, s.spec.tickSize)
  }

  /**
   * Moves a symbol's fair price and requotes its makers at once, with no random step and no
   * takers: a replayed bar's close is then the price the next order meets (strategies' replay).
   */
  replayPrice(symbol: string, price: number, now = Date.now()): void {
    this.shock(symbol, price)
    const s = this.state.get(symbol)
    if (!s) return
    s.maker.requote(s.units.toTicks(s.fair), now)
    s.quoted = true
  }

  /** Current fair price per symbol, to be handed back as `startPrices` after a restart. */
  lastPrices(): Record<string, number> {
    return Object.fromEntries([...this.state.values()].map((s) => [s.spec.symbol, s.fair]))
  }

  exchange(): Exchange {
    return this.books
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

  /** A symbol's price as everyone is told it: the tape's, and whether trading in it is halted. */
  private snapshot(s: SymbolState): MarketPrice {
    const price = s.tape.snapshot()
    price.halted = isHaltedOn(this.books, s.spec.symbol)
    return price
  }

  republish(symbol: string): void {
    const s = this.state.get(symbol)
    if (!s) return
    const price = this.snapshot(s)
    for (const listener of this.listeners) listener(price, [])
  }

  indexPrice(symbol: string): number | undefined {
    return this.state.get(symbol)?.fair
  }

  markPrice(symbol: string): number | undefined {
    const s = this.state.get(symbol)
    if (!s) return undefined
    const book = this.books.book(symbol)
    const bid = book.bestBid()
    const ask = book.bestAsk()
    if (bid === null || ask === null) return s.fair
    const mid = s.units.fromTicks(Math.round((bid + ask) / 2))
    const band = s.fair * MARK_BAND
    return Math.min(s.fair + band, Math.max(s.fair - band, mid))
  }

  units(symbol: string): SymbolUnits | undefined {
    return this.state.get(symbol)?.units
  }

  candles(
    symbol: string,
    timeframe: Timeframe,
    limit: number,
    before?: number,
  ): Candle[] | undefined {
    const series = this.state.get(symbol)?.tape.series[timeframe]
    if (!series) return undefined
    return before === undefined ? series.tail(limit) : series.before(before, limit)
  }

  recentTrades(symbol: string, limit = RECENT_TRADES): MarketTrade[] | undefined {
    return this.state.get(symbol)?.tape.recent.slice(-limit)
  }

  orderBook(symbol: string, depth = 20): OrderBook | undefined {
    const s = this.state.get(symbol)
    if (!s) return undefined
    const d = this.books.book(symbol).depth(depth)
    const level = (l: { price: number; qty: number }): [number, number] => [
      s.units.fromTicks(l.price),
      s.units.fromLots(l.qty),
    ]
    return {
      symbol,
      bids: d.bids.map(level),
      asks: d.asks.map(level),
      lastUpdate: s.tape.lastUpdate,
    }
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Starts the clock. Makers quote every book at once (after the trading service restored the
   * traders' orders, so those meet real quotes) and takers print a first trade, so the book and
   * the recent prints are there before the first tick.
   */
  start(intervalMs = 50): void {
    if (this.timer) return
    const now = Date.now()
    for (const s of this.state.values()) if (!s.quoted) this.trade(s, now, this.tickMs)
    this.timer = setInterval(() => this.tick(Date.now()), intervalMs)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
