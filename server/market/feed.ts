import type {
  Candle,
  MarketPrice,
  MarketTrade,
  OrderBook,
  SymbolInfo,
  Timeframe,
} from '../../protocol/index.ts'
import type { Exchange } from '../matching/exchange.ts'
import type { SymbolUnits } from './units.ts'

export type TickListener = (price: MarketPrice, trades: MarketTrade[]) => void

/**
 * What the rest of the server sees of the market. Prices, prints, candles and the book come from
 * the real matching engine, where simulated market makers and takers trade with the traders.
 */
export interface MarketFeed {
  symbols(): SymbolInfo[]
  /** Any instrument's description, option contracts included (which `symbols()` leaves out). */
  info?(symbol: string): SymbolInfo | undefined
  hasSymbol(symbol: string): boolean
  /** The last trade (and 24 h statistics of real prints). */
  price(symbol: string): MarketPrice | undefined
  prices(): MarketPrice[]
  /** The newest `limit` candles, or with `before` the `limit` that start before it; oldest first. */
  candles(
    symbol: string,
    timeframe: Timeframe,
    limit: number,
    before?: number,
  ): Candle[] | undefined
  orderBook(symbol: string, depth?: number): OrderBook | undefined
  /** The latest public prints, oldest first (the order live batches arrive in). */
  recentTrades(symbol: string, limit?: number): MarketTrade[] | undefined
  onTick(listener: TickListener): () => void
  /** Tells the tick listeners a symbol's price now, without prints (its halt changed). */
  republish(symbol: string): void
  /** The books everyone trades in: the trading service submits its orders here. */
  exchange(): Exchange
  /** The fair price the simulation walks (the "index"). */
  indexPrice(symbol: string): number | undefined
  /** For perpetuals: the book's mid, clamped to the index ± 0.5 %; the index when a side is empty. */
  markPrice(symbol: string): number | undefined
  /** Moves the index (fair) price at once; the makers requote around it on the next tick. */
  shock(symbol: string, price: number): void
  /** Price/quantity ↔ ticks/lots for the symbol. */
  units(symbol: string): SymbolUnits | undefined
  start(): void
  stop(): void
}
