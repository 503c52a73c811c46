/**
 * The market as the rest of the server reads it (ctx.market): the simulator's spot instruments
 * and the listed option contracts behind one MarketFeed. An option symbol answers like any other
 * for prices, books, prints, candles, units, mark and index, so orders, positions and sockets
 * need no second path. `symbols()` and `prices()` stay spot-only, because the dashboards and
 * watchlists list them; `info` and `listing` reach the options.
 */
import type {
  Candle,
  MarketPrice,
  MarketTrade,
  OrderBook,
  SymbolInfo,
  Timeframe,
} from '../../protocol/index.ts'
import type { MarketFeed, TickListener } from '../market/feed.ts'
import type { MarketSimulator } from '../market/simulator.ts'
import type { SymbolUnits } from '../market/units.ts'
import type { Exchange } from '../matching/exchange.ts'
import type { OptionsMarketService } from './market.ts'

export type InstrumentKind = 'spot' | 'option' | 'all'

export class MarketWithOptions implements MarketFeed {
  constructor(
    readonly spot: MarketSimulator,
    readonly options: OptionsMarketService,
  ) {}

  symbols(): SymbolInfo[] {
    return this.spot.symbols()
  }

  /** Any instrument's description, options included. */
  info(symbol: string): SymbolInfo | undefined {
    return this.options.option(symbol)?.info ?? this.spot.symbols().find((s) => s.symbol === symbol)
  }

  /** The instruments of a kind: spot ones, option contracts, or both (spot first). */
  listing(kind: InstrumentKind): SymbolInfo[] {
    const options = () => this.options.listed().map((o) => o.info)
    if (kind === 'spot') return this.spot.symbols()
    if (kind === 'option') return options()
    return [...this.spot.symbols(), ...options()]
  }

  hasSymbol(symbol: string): boolean {
    return this.spot.hasSymbol(symbol) || this.options.option(symbol) !== undefined
  }

  price(symbol: string): MarketPrice | undefined {
    return this.spot.price(symbol) ?? this.options.price(symbol)
  }

  prices(): MarketPrice[] {
    return this.spot.prices()
  }

  candles(
    symbol: string,
    timeframe: Timeframe,
    limit: number,
    before?: number,
  ): Candle[] | undefined {
    const spot = this.spot.candles(symbol, timeframe, limit, before)
    if (spot || !this.options.option(symbol)) return spot
    return this.options.prints.tape(symbol)?.candles(timeframe, limit, before) ?? []
  }

  orderBook(symbol: string, depth = 20): OrderBook | undefined {
    const spot = this.spot.orderBook(symbol, depth)
    const units = this.options.unitsOf(symbol)
    if (spot || !units) return spot
    const d = this.spot.exchange().book(symbol).depth(depth)
    const level = (l: { price: number; qty: number }): [number, number] => [
      units.fromTicks(l.price),
      units.fromLots(l.qty),
    ]
    return {
      symbol,
      bids: d.bids.map(level),
      asks: d.asks.map(level),
      lastUpdate: this.options.prints.tape(symbol)?.lastUpdate ?? Date.now(),
    }
  }

  recentTrades(symbol: string, limit?: number): MarketTrade[] | undefined {
    const spot = this.spot.recentTrades(symbol, limit)
    if (spot || !this.options.option(symbol)) return spot
    const recent = this.options.prints.tape(symbol)?.recent ?? []
    return recent.slice(-(limit ?? recent.length))
  }

  onTick(listener: TickListener): () => void {
    const offSpot = this.spot.onTick(listener)
    const offOptions = this.options.prints.onPrint(listener)
    return () => {
      offSpot()
      offOptions()
    }
  }

  republish(symbol: string): void {
    if (this.spot.hasSymbol(symbol)) return this.spot.republish(symbol)
    const price = this.options.price(symbol)
    if (price) this.options.prints.republish(price)
  }

  exchange(): Exchange {
    return this.spot.exchange()
  }

  /** An option's index is its underlying's. */
  indexPrice(symbol: string): number | undefined {
    const option = this.options.option(symbol)
    return this.spot.indexPrice(option ? option.underlying : symbol)
  }

  /** An option's mark is the model's value. */
  markPrice(symbol: string): number | undefined {
    return this.spot.markPrice(symbol) ?? this.options.value(symbol)?.markPrice
  }

  shock(symbol: string, price: number): void {
    this.spot.shock(symbol, price)
  }

  units(symbol: string): SymbolUnits | undefined {
    return this.spot.units(symbol) ?? this.options.unitsOf(symbol)
  }

  /** The simulator and the options makers run as their own services (lifecycle/services.ts). */
  start(): void {}

  stop(): void {}
}
