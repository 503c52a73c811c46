import { atomFamily } from 'jotai-family'
import type { MarketPrice } from '../../protocol/index.ts'
import { appStore, atom, useAtomValue, type PrimitiveAtom } from '../app/store.ts'
import type { PriceBatch } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { createPriceFeed } from './price-feed.ts'

function store({ prices }: PriceBatch): void {
  for (const p of prices) {
    const a = priceAtom(p.symbol)
    const current = appStore.get(a)
    // Keep a newer value already there.
    if (!current || current.lastUpdate <= p.lastUpdate) appStore.set(a, p)
  }
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
