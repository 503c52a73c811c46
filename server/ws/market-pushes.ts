import { streamKey, type MarketPrice, type MarketTrade } from '../../protocol/index.ts'
import type { MarketFeed } from '../market/feed.ts'
import type { Subscribers } from './subscribers.ts'

/*
 * Public streams fed by the market. Under backpressure an update is skipped, not queued: the
 * next tick or book round supersedes it.
 */

/** A symbol's tick: its price to `market` subscribers, its new prints to `trades` ones. */
export function pushTick(
  subscribers: Subscribers,
  price: MarketPrice,
  trades: MarketTrade[],
): void {
  const marketKey = streamKey('market', price.symbol)
  for (const conn of subscribers.get(marketKey) ?? []) {
    if (!conn.congested)
      conn.sendStream(marketKey, { channel: 'market', symbol: price.symbol, data: price })
  }
  const tradesKey = streamKey('trades', price.symbol)
  for (const conn of subscribers.get(tradesKey) ?? []) {
    if (!conn.congested)
      conn.sendStream(tradesKey, { channel: 'trades', symbol: price.symbol, data: trades })
  }
}

/** Every subscribed order book as it stands now. */
export function pushBooks(subscribers: Subscribers, market: MarketFeed): void {
  for (const [key, conns] of subscribers) {
    if (!key.startsWith('orderbook:')) continue
    const symbol = key.slice('orderbook:'.length)
    const data = market.orderBook(symbol)
    if (!data) continue
    for (const conn of conns)
      if (!conn.congested) conn.sendStream(key, { channel: 'orderbook', symbol, data })
  }
}
