/**
 * The market domain: symbols, snapshots, candles, funding and search over REST; live prices,
 * order books, recent trades and the live last candle from the socket, shared by every tab and
 * batched per ARCHITECTURE.md.
 */
import { timeframe as timeframeSchema } from '../../../protocol/index.ts'
import type { OrderBook, Timeframe } from '../../../protocol/index.ts'
import type { KeyedBatcher } from '../batch/keyed-batcher.ts'
import { defineDomain, type Emit, type Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import { sanitizeSymbols } from '../tabs/symbols.ts'
import type { CandlesUpdate, PriceBatch, TradesUpdate } from '../types.ts'
import { createCandleHistory } from './candle-history.ts'
import { createLastSeen } from './last-seen.ts'
import { createLiveCandles } from './live-candles.ts'
import { createMarketHandlers } from './market-handlers.ts'
import { createPriceBatcher } from './price-batcher.ts'
import { createSymbolStreams } from './symbol-streams.ts'

export function createMarketDomain(s: EngineServices) {
  const rest = createMarketHandlers(s.gateway, s.db, s.log)
  const prices = createPriceBatcher(s.clock, (err) => s.log('price push failed', err))
  const symbols = createSymbolStreams(s.clock, (err) => s.log('market push failed', err))
  const candles = createLiveCandles(s, createCandleHistory(s.gateway, s.db, s.log))
  // Offline, or before the socket's first snapshot, a watch starts from what was last seen.
  const lastSeen = createLastSeen(s.db, s.clock, s.log)

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
      watchPrices(list: string[], emit: Emit<PriceBatch>): Stop {
        const wanted = sanitizeSymbols(list)
        const stop = live('market', prices, wanted, (values) => emit({ prices: values }))
        void lastSeen.prices(wanted).then((saved) => saved.forEach((p) => prices.seed(p)))
        return stop
      },
      /** The symbol's order book, at most every 50 ms. */
      watchOrderBook(symbol: string, emit: Emit<OrderBook>): Stop {
        const wanted = one(symbol)
        const stop = live('orderbook', symbols.books, wanted, (books) => books.forEach(emit))
        for (const sym of wanted)
          void lastSeen.book(sym).then((saved) => saved && symbols.books.seed(saved))
        return stop
      },
      /** History, then the live last candle built from the symbol's trades, at most every 50 ms. */
      watchCandles(symbol: string, timeframe: Timeframe, emit: Emit<CandlesUpdate>): Stop {
        const [sym] = one(symbol)
        const tf = timeframeSchema.safeParse(timeframe)
        return sym === undefined || !tf.success
          ? () => undefined
          : candles.watch(sym, tf.data, emit)
      },
      /** The symbol's last 100 public trades, newest first, at most every 50 ms. */
      watchTrades: (symbol: string, emit: Emit<TradesUpdate>) =>
        live('trades', symbols.trades, one(symbol), (updates) => updates.forEach(emit)),
    },
    streams: {
      market: (msg) => {
        if (msg.data.symbol !== msg.symbol) return
        prices.push(msg.data)
        lastSeen.notePrice(msg.data)
      },
      orderbook: (msg) => {
        symbols.onBook(msg)
        if (msg.data.symbol === msg.symbol) lastSeen.noteBook(msg.data)
      },
      trades: (msg) => {
        symbols.onTrades(msg)
        candles.onTrades(msg)
      },
    },
    dispose() {
      lastSeen.dispose()
      prices.dispose()
      symbols.dispose()
      candles.dispose()
    },
  })
}
