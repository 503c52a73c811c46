import type {
  Candle,
  MarketPrice,
  MarketTrade,
  OrderBook,
  SymbolInfo,
  Timeframe,
} from '../../protocol/index.ts'

export type TickListener = (price: MarketPrice, trades: MarketTrade[]) => void

/**
 * What the rest of the server sees of the market. Today a simulator answers; the matching
 * engine of a later issue replaces the synthetic book and trades behind the same shape.
 */
export interface MarketFeed {
  symbols(): SymbolInfo[]
  hasSymbol(symbol: string): boolean
  price(symbol: string): MarketPrice | undefined
  prices(): MarketPrice[]
  candles(symbol: string, timeframe: Timeframe, limit: number): Candle[] | undefined
  orderBook(symbol: string, depth?: number): OrderBook | undefined
  /** The latest public prints, oldest first (the order live batches arrive in). */
  recentTrades(symbol: string, limit?: number): MarketTrade[] | undefined
  onTick(listener: TickListener): () => void
  start(): void
  stop(): void
}
