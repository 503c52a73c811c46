import { atomFamily } from 'jotai-family'
import type { MarketPrice } from '../../protocol/index.ts'
import { appStore, atom, useAtomValue, type PrimitiveAtom } from '../app/store.ts'
import type { PriceBatch } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { createPriceFeed } from './price-feed.ts'
import { markReceived } from './price-staleness.ts'

/**
 * One write for the whole batch: atoms derived from many prices (a total) are recomputed once
 * per flush, not once per symbol.
 */
const storeBatch = atom(null, (get, set, prices: readonly MarketPrice[]) => {
  for (const p of prices) {
    const a = priceAtom(p.symbol)
    const current = get(a)
    // Keep a newer value already there.
    if (!current || current.lastUpdate <= p.lastUpdate) set(a, p)
  }
})

function store({ prices }: PriceBatch): void {
  appStore.set(storeBatch, prices)
  markReceived(prices)
}

const feed = createPriceFeed((symbols) =>
  subscribe<PriceBatch>((cb) => getBridge().watchPrices(symbols, cb), store),
)

/**
 * One atom per symbol, so a tick re-renders only the components showing that symbol; while an
 * atom is mounted its symbol is part of the tab's price watch.
 */
export const priceAtom = atomFamily((symbol: string): PrimitiveAtom<MarketPrice | null> => {
  const a = atom<MarketPrice | null>(null)
  a.onMount = () => feed.retain(symbol)
  return a
})

export const usePrice = (symbol: string): MarketPrice | null => useAtomValue(priceAtom(symbol))
