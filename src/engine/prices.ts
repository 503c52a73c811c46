import { useEffect } from 'react'
import type { MarketPrice } from '../../protocol/index.ts'
import type { PriceBatch } from '../../workers/engine/api.ts'
import { appStore, atom, useAtomValue, type PrimitiveAtom } from '../app/store.ts'
import { getEngine } from './connection.ts'
import { subscribe } from './watch.ts'

/** One atom per symbol, so a tick re-renders only the components showing that symbol. */
const priceAtoms = new Map<string, PrimitiveAtom<MarketPrice | null>>()

export function priceAtom(symbol: string): PrimitiveAtom<MarketPrice | null> {
  let a = priceAtoms.get(symbol)
  if (!a) {
    a = atom<MarketPrice | null>(null)
    priceAtoms.set(symbol, a)
  }
  return a
}

/** Writes prices into their atoms, keeping a newer value already there. */
export function storePrices(prices: readonly MarketPrice[]): void {
  for (const p of prices) {
    const a = priceAtom(p.symbol)
    const current = appStore.get(a)
    if (!current || current.lastUpdate <= p.lastUpdate) appStore.set(a, p)
  }
}

/** Keeps the price atoms of these symbols live while the calling component is mounted. */
export function usePrices(symbols: readonly string[]): void {
  const key = [...new Set(symbols)].sort().join(',')
  useEffect(() => {
    if (key === '') return
    const list = key.split(',')
    return subscribe<PriceBatch>(
      (cb) => getEngine().watchPrices(list, cb),
      (batch) => storePrices(batch.prices),
    )
  }, [key])
}

export function usePrice(symbol: string): MarketPrice | null {
  return useAtomValue(priceAtom(symbol))
}
