/**
 * The market's instruments and the symbol search, read through TanStack Query from the engine:
 * the list is network first with the engine's IndexedDB copy offline; a search answer is kept
 * per query so typing back over a prefix is instant.
 */
import { useQuery } from '@tanstack/react-query'
import type { SymbolInfo } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const symbolKeys = {
  all: ['symbols'] as const,
  search: (q: string) => ['symbols', 'search', q] as const,
}

/** Every tradable instrument, with whether it came from the saved copy. */
export const useSymbols = () =>
  useQuery({
    queryKey: symbolKeys.all,
    queryFn: async () => unwrap(await getBridge().listSymbols()),
  })

/** The instruments as a plain list (empty while loading). */
export function useSymbolList(): SymbolInfo[] | undefined {
  return useSymbols().data?.value
}

/** One instrument's tick, lot and size limits; undefined while loading or when unknown. */
export function useSymbolInfo(symbol: string): SymbolInfo | undefined {
  return useSymbolList()?.find((s) => s.symbol === symbol)
}

/** A lookup of instruments by symbol, null for one not (yet) known. */
export function useSymbolLookup(): (symbol: string) => SymbolInfo | null {
  const list = useSymbolList()
  return (symbol) => list?.find((s) => s.symbol === symbol) ?? null
}

/** SPEC §8: a failed search answers an empty list, never an error. */
export const useSymbolSearch = (query: string) =>
  useQuery({
    queryKey: symbolKeys.search(query),
    queryFn: () => getBridge().searchSymbols(query),
    enabled: query !== '',
  })
