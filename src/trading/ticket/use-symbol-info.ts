import type { SymbolInfo } from '../../../protocol/index.ts'
import { useSymbols } from '../../data/symbols.ts'

/**
 * An instrument's tick and lot sizes and maximum quantity, with whether the list is still
 * loading or could not be read (the ticket says which instead of showing nothing).
 */
export function useSymbolStatus(symbol: string): {
  info: SymbolInfo | undefined
  isLoading: boolean
  error: string | null
} {
  const q = useSymbols()
  return {
    info: q.data?.value.find((s) => s.symbol === symbol),
    isLoading: q.isPending,
    error: q.isError && !q.data ? q.error.message : null,
  }
}
