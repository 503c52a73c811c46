/** Market data as the server sends it, for tests (and benches) of the engine's price path. */
import type { MarketMessage, MarketPrice } from '../../../protocol/index.ts'

/** A price with no 24 h move unless `over` says otherwise. */
export const marketPrice = (
  symbol: string,
  price: number,
  over: Partial<MarketPrice> = {},
): MarketPrice => ({
  symbol,
  price,
  change24h: 0,
  change24hPercent: 0,
  volume24h: 0,
  high24h: price,
  low24h: price,
  lastUpdate: 1,
  ...over,
})

/** One /ws frame of the (market, symbol) stream. */
export const marketTick = (
  symbol: string,
  seq: number,
  price = 100,
  over: Partial<MarketPrice> = {},
): MarketMessage => ({ channel: 'market', symbol, seq, data: marketPrice(symbol, price, over) })
