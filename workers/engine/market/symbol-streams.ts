/**
 * Order books and recent trades per symbol, shared by every tab watching that symbol: the latest
 * book, and the last RECENT_TRADES_MAX prints newest first, each flushed to a tab at most every
 * 50 ms with only the symbols it watches.
 */
import type { MarketTrade, OrderBook, StreamMessageOf } from '../../../protocol/index.ts'
import { createKeyedBatcher, type KeyedBatcher } from '../batch/keyed-batcher.ts'
import type { Clock } from '../deps.ts'
import type { TradesUpdate } from '../types.ts'

export const BOOK_FLUSH_MS = 50
export const RECENT_TRADES_MAX = 100

export interface SymbolStreams {
  books: KeyedBatcher<OrderBook>
  trades: KeyedBatcher<TradesUpdate>
  onBook(msg: StreamMessageOf<'orderbook'>): void
  onTrades(msg: StreamMessageOf<'trades'>): void
  dispose(): void
}

export function createSymbolStreams(clock: Clock, onDeliverError: (err: unknown) => void) {
  const books = createKeyedBatcher<OrderBook>({
    clock,
    intervalMs: BOOK_FLUSH_MS,
    keyOf: (b) => b.symbol,
    onDeliverError,
  })
  const trades = createKeyedBatcher<TradesUpdate>({
    clock,
    intervalMs: BOOK_FLUSH_MS,
    keyOf: (t) => t.symbol,
    onDeliverError,
  })
  const recent = new Map<string, MarketTrade[]>()
  const streams: SymbolStreams = {
    books,
    trades,
    onBook(msg) {
      if (msg.data.symbol === msg.symbol) books.push(msg.data)
    },
    onTrades(msg) {
      // Prints arrive oldest first; seq 1 is a fresh snapshot that replaces what was kept.
      const incoming = msg.data.filter((t) => t.symbol === msg.symbol).reverse()
      const kept = msg.seq === 1 ? [] : (recent.get(msg.symbol) ?? [])
      const list = [...incoming, ...kept].slice(0, RECENT_TRADES_MAX)
      recent.set(msg.symbol, list)
      trades.push({ symbol: msg.symbol, trades: list })
    },
    dispose() {
      books.dispose()
      trades.dispose()
    },
  }
  return streams
}
