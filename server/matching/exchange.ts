import { createBook } from './book.ts'
import type { BookEvent, BookHooks, MatchingBook, NewOrder, OrderState } from './types.ts'

export type ExchangeListener = (symbol: string, events: BookEvent[]) => void

/** Installs hooks on every book, present and future. */
export const ALL_SYMBOLS = '*'

/**
 * One book per symbol and the one stream of everything that happens in them. Every change goes
 * through these methods so that listeners see it: they are called synchronously, in
 * subscription order, with each non-empty event batch before the method returns (bots' activity
 * included), so whoever settles accounts from the stream is never behind the book.
 */
export interface Exchange {
  /** The book of a symbol, created on first use. Read it freely; change it only through the exchange. */
  book(symbol: string): MatchingBook
  symbols(): string[]
  submit(symbol: string, order: NewOrder, now: number): BookEvent[]
  cancel(symbol: string, id: string, now: number): BookEvent[]
  modify(
    symbol: string,
    id: string,
    change: { price?: number; qty?: number },
    now: number,
  ): BookEvent[]
  /** Puts an order back after a restart, without matching and without events. */
  restore(symbol: string, order: OrderState): void
  subscribe(listener: ExchangeListener): () => void
  /** Hooks for one symbol, or for all with ALL_SYMBOLS; a symbol's own hooks replace those. */
  setHooks(symbol: string, hooks: BookHooks): void
}

export function createExchange(): Exchange {
  const books = new Map<string, MatchingBook>()
  const listeners = new Set<ExchangeListener>()
  const hooksBySymbol = new Map<string, BookHooks>()

  // Books hold a forwarding hook, so hooks installed after the book exists still apply.
  const forwardingHooks = (symbol: string): BookHooks => ({
    reducible: (order) => {
      const hooks = hooksBySymbol.get(symbol) ?? hooksBySymbol.get(ALL_SYMBOLS)
      return hooks?.reducible ? hooks.reducible(order) : order.qty - order.filled
    },
  })

  const book = (symbol: string): MatchingBook => {
    let b = books.get(symbol)
    if (!b) {
      b = createBook(symbol, forwardingHooks(symbol))
      books.set(symbol, b)
    }
    return b
  }

  const publish = (symbol: string, events: BookEvent[]): BookEvent[] => {
    if (events.length > 0) for (const l of listeners) l(symbol, events)
    return events
  }

  return {
    book,
    symbols: () => [...books.keys()],
    submit: (symbol, order, now) => publish(symbol, book(symbol).submit(order, now)),
    cancel: (symbol, id, now) => publish(symbol, book(symbol).cancel(id, now)),
    modify: (symbol, id, change, now) => publish(symbol, book(symbol).modify(id, change, now)),
    restore: (symbol, order) => book(symbol).restore(order),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setHooks(symbol, hooks) {
      hooksBySymbol.set(symbol, hooks)
    },
  }
}
