/**
 * The live order book of a symbol: one atom per symbol, watched from the engine while some
 * component shows it (at most one book per 50 ms). SPEC §4: a new symbol is a new atom, so its
 * book starts empty; the last one showing a symbol clears it, so coming back never shows an old
 * book as if it were live.
 */
import { atomFamily } from 'jotai-family'
import type { OrderBook } from '../../protocol/index.ts'
import { atom, useAtomValue, type Atom } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'

export const orderBookAtom = atomFamily((symbol: string): Atom<OrderBook | null> => {
  const a = atom<OrderBook | null>(null)
  a.onMount = (set) => {
    let live = true
    const stop = subscribe<OrderBook>(
      (cb) => getBridge().watchOrderBook(symbol, cb),
      // A book already on its way when the watch stops must not outlive it.
      (book) => {
        if (live && book.symbol === symbol) set(book)
      },
    )
    return () => {
      live = false
      stop()
      set(null)
    }
  }
  return a
})

/** The symbol's book, bids and asks best first; null until the first one arrives. */
export const useOrderBook = (symbol: string): OrderBook | null =>
  useAtomValue(orderBookAtom(symbol))
