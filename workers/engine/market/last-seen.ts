/**
 * The last price and order book seen per symbol, kept in Dexie so a page opened offline shows
 * them (marked stale by the UI, with their time). Writes are gathered and saved together every
 * SAVE_EVERY_MS, never per tick; reads are parsed, an invalid row dropped.
 */
import { marketPrice, orderBook } from '../../../protocol/index.ts'
import type { MarketPrice, OrderBook } from '../../../protocol/index.ts'
import type { Clock } from '../deps.ts'
import type { EngineDb } from '../store/db.ts'
import { parseRows } from '../store/rows.ts'

export const SAVE_EVERY_MS = 5_000

export interface LastSeen {
  notePrice(p: MarketPrice): void
  noteBook(b: OrderBook): void
  /**
   * The saved prices of those symbols not asked for before: once a symbol is watched, the live
   * map holds its value (seeded or live), so asking IndexedDB again at every watch change (a
   * scrolled list) would be wasted reads.
   */
  prices(symbols: readonly string[]): Promise<MarketPrice[]>
  /** The saved book, the first time the symbol is asked for; null after that. */
  book(symbol: string): Promise<OrderBook | null>
  /** Saves what is pending now (tests, shutdown). */
  flush(): Promise<void>
  dispose(): void
}

export function createLastSeen(
  db: EngineDb,
  clock: Clock,
  log: (message: string, detail?: unknown) => void,
): LastSeen {
  const prices = new Map<string, MarketPrice>()
  const books = new Map<string, OrderBook>()
  const askedPrices = new Set<string>()
  const askedBooks = new Set<string>()
  let timer: unknown = null
  const firstAsks = (asked: Set<string>, symbols: readonly string[]): string[] => {
    const fresh = symbols.filter((s) => !asked.has(s))
    for (const s of fresh) asked.add(s)
    return fresh
  }

  async function flush(): Promise<void> {
    timer = null
    if (prices.size === 0 && books.size === 0) return
    const p = [...prices.values()]
    const b = [...books.values()]
    prices.clear()
    books.clear()
    try {
      await db.transaction('rw', db.prices, db.books, async () => {
        if (p.length > 0) await db.prices.bulkPut(p)
        if (b.length > 0) await db.books.bulkPut(b)
      })
    } catch (err) {
      // A full or broken IndexedDB costs the offline copy only, never the live data.
      log('last seen save failed', err)
    }
  }
  const schedule = (): void => {
    timer ??= clock.setTimeout(() => void flush(), SAVE_EVERY_MS)
  }

  return {
    notePrice(p) {
      // A halt is live news: a saved copy read offline must not replay one that may have ended
      // (the server still refuses an order on a halted symbol when the outbox sends it).
      const { halted: _live, ...saved } = p
      prices.set(p.symbol, saved)
      schedule()
    },
    noteBook(b) {
      books.set(b.symbol, b)
      schedule()
    },
    async prices(symbols) {
      const fresh = firstAsks(askedPrices, symbols)
      if (fresh.length === 0) return []
      try {
        const rows = await db.prices.bulkGet(fresh)
        return parseRows(
          marketPrice,
          rows.filter((r) => r !== undefined),
        )
      } catch (err) {
        log('last seen read failed', err)
        return []
      }
    },
    async book(symbol) {
      if (firstAsks(askedBooks, [symbol]).length === 0) return null
      try {
        return parseRows(orderBook, [await db.books.get(symbol)])[0] ?? null
      } catch (err) {
        log('last seen read failed', err)
        return null
      }
    },
    flush,
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
