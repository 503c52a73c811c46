/**
 * A symbol's recent public trades (newest first, at most 100): one atom per symbol, watched from
 * the engine while some component shows it. SPEC §4: a new symbol is a new atom, so its list
 * starts empty; the last one showing a symbol clears it, so coming back never shows old prints
 * as if they were live.
 */
import { atomFamily } from 'jotai-family'
import type { MarketTrade } from '../../protocol/index.ts'
import type { TradesUpdate } from '../../workers/engine/api.ts'
import { atom, useAtomValue, type Atom } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'

export const MARKET_TRADES_MAX = 100

export const marketTradesAtom = atomFamily((symbol: string): Atom<MarketTrade[] | null> => {
  const a = atom<MarketTrade[] | null>(null)
  a.onMount = (set) => {
    let live = true
    const stop = subscribe<TradesUpdate>(
      (cb) => getBridge().watchTrades(symbol, cb),
      // An update already on its way when the watch stops must not outlive it.
      (update) => {
        if (live && update.symbol === symbol) set(update.trades.slice(0, MARKET_TRADES_MAX))
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

/** The symbol's last trades, newest first; null until the first update arrives. */
export const useMarketTrades = (symbol: string): MarketTrade[] | null =>
  useAtomValue(marketTradesAtom(symbol))
