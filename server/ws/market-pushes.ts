import { streamKey, type MarketPrice, type MarketTrade } from '../../protocol/index.ts'
import type { MarketFeed } from '../market/feed.ts'
import { optionTops } from '../options/chain.ts'
import type { OptionsMarketService } from '../options/market.ts'
import { StreamFrame } from './stream-frame.ts'
import type { Subscribers } from './subscribers.ts'

/*
 * Public streams fed by the market, each message serialised once for all its subscribers. On a
 * congested socket a price or a book waits as the latest value of its stream until the socket
 * drains; a print is skipped with its seq consumed, so the client sees the gap and resyncs.
 */

/** A symbol's tick: its price to `market` subscribers, its new prints to `trades` ones. */
export function pushTick(
  subscribers: Subscribers,
  price: MarketPrice,
  trades: MarketTrade[],
): void {
  const marketKey = streamKey('market', price.symbol)
  const marketConns = subscribers.get(marketKey)
  if (marketConns) {
    const frame = new StreamFrame({ channel: 'market', symbol: price.symbol, data: price })
    for (const conn of marketConns) conn.sendLatest(marketKey, frame)
  }
  const tradesKey = streamKey('trades', price.symbol)
  const tradesConns = subscribers.get(tradesKey)
  if (tradesConns) {
    const frame = new StreamFrame({ channel: 'trades', symbol: price.symbol, data: trades })
    for (const conn of tradesConns) conn.sendPrint(tradesKey, frame)
  }
}

/** Every subscribed order book as it stands now. */
export function pushBooks(subscribers: Subscribers, market: MarketFeed): void {
  for (const [key, conns] of subscribers) {
    if (!key.startsWith('orderbook:')) continue
    const symbol = key.slice('orderbook:'.length)
    const data = market.orderBook(symbol)
    if (!data) continue
    const frame = new StreamFrame({ channel: 'orderbook', symbol, data })
    for (const conn of conns) conn.sendLatest(key, frame)
  }
}

/** Every subscribed underlying's option book tops as they stand now (the `options` channel). */
export function pushOptionTops(
  subscribers: Subscribers,
  options: OptionsMarketService,
  market: MarketFeed,
): void {
  const now = Date.now()
  for (const [key, conns] of subscribers) {
    if (!key.startsWith('options:')) continue
    const symbol = key.slice('options:'.length)
    const data = optionTops(options, market.exchange(), symbol, now)
    const frame = new StreamFrame({ channel: 'options', symbol, data })
    for (const conn of conns) conn.sendLatest(key, frame)
  }
}
