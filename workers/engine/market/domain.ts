/**
 * The market domain: symbols, snapshots, candles and search over REST; live prices, order books
 * and recent trades from the socket, shared by every tab and batched per ARCHITECTURE.md.
 */
import type { OrderBook } from '../../../protocol/index.ts'
import type { KeyedBatcher } from '../batch/keyed-batcher.ts'
import { defineDomain, type Emit, type Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import { sanitizeSymbols } from '../tabs/symbols.ts'
import type { PriceBatch, TradesUpdate } from '../types.ts'
import { createMarketHandlers } from './market-handlers.ts'
import { createPriceBatcher } from './price-batcher.ts'
import { createSymbolStreams } from './symbol-streams.ts'

export function createMarketDomain(s: EngineServices) {
  const rest = createMarketHandlers(s.gateway, s.db, s.log)
  const prices = createPriceBatcher(s.clock, (err) => s.log('price push failed', err))
  const symbols = createSymbolStreams(s.clock, (err) => s.log('market push failed', err))

  /** A sink on `batcher` for these symbols while the socket streams them to the engine. */
  function live<V>(
    channel: 'market' | 'orderbook' | 'trades',
    batcher: KeyedBatcher<V>,
    list: string[],
    deliver: (values: V[]) => void,
  ): Stop {
    const sink = batcher.addSink(list, deliver)
    s.socket.subscribe(channel, list)
    return () => {
      batcher.removeSink(sink)
      s.socket.unsubscribe(channel, list)
    }
  }
  const one = (symbol: string): string[] => sanitizeSymbols([symbol]).slice(0, 1)

  return defineDomain({
    calls: {
      ...rest,
      getMarketData: (list: string[]) => rest.getMarketData(sanitizeSymbols(list)),
    },
    watches: {
      /** Live prices for these symbols, batched every 50 ms for this tab. */
      watchPrices: (list: string[], emit: Emit<PriceBatch>) =>
        live('market', prices, sanitizeSymbols(list), (values) => emit({ prices: values })),
      /** The symbol's order book, at most every 50 ms. */
      watchOrderBook: (symbol: string, emit: Emit<OrderBook>) =>
        live('orderbook', symbols.books, one(symbol), (books) => books.forEach(emit)),
      /** The symbol's last 100 public trades, newest first, at most every 50 ms. */
      watchTrades: (symbol: string, emit: Emit<TradesUpdate>) =>
        live('trades', symbols.trades, one(symbol), (updates) => updates.forEach(emit)),
    },
    streams: {
      market: (msg) => {
        if (msg.data.symbol === msg.symbol) prices.push(msg.data)
      },
      orderbook: (msg) => symbols.onBook(msg),
      trades: (msg) => symbols.onTrades(msg),
    },
    dispose() {
      prices.dispose()
      symbols.dispose()
    },
  })
}
