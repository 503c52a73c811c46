/**
 * What the symbol picker lists: with an empty query the recent symbols then the market's, with a
 * query the search results; either way only the chosen asset class. Pure, tested without a DOM.
 */
import { assetClass, type AssetClass, type SymbolInfo } from '../../../protocol/index.ts'

export type ClassFilter = 'all' | AssetClass

/** The filter's choices in order (named by trading.picker.classes in the translations). */
export const CLASS_FILTERS: readonly ClassFilter[] = ['all', ...assetClass.options]

/** Named by trading.picker.groups in the translations. */
export type OptionGroup = 'recent' | 'market' | 'results'

export interface SymbolOption {
  symbol: string
  /** Unknown for a recent symbol until the symbol list has loaded. */
  name: string | null
  assetClass: AssetClass | null
  group: OptionGroup
}

/** At most this many options: the list is for choosing, the search narrows it. */
export const OPTIONS_MAX = 50

export interface OptionsInput {
  query: string
  filter: ClassFilter
  recents: readonly string[]
  /** The market's symbols (listSymbols), or null before they load. */
  list: readonly SymbolInfo[] | null
  /** searchSymbols' answer for the query, or null while it is on its way. */
  results: readonly SymbolInfo[] | null
}

const option = (info: SymbolInfo, group: OptionGroup): SymbolOption => ({
  symbol: info.symbol,
  name: info.name,
  assetClass: info.assetClass,
  group,
})

export function pickerOptions(input: OptionsInput): SymbolOption[] {
  const { filter } = input
  const inClass = (c: AssetClass | null): boolean => filter === 'all' || c === filter
  if (input.query.trim() !== '') {
    return (input.results ?? [])
      .filter((s) => inClass(s.assetClass))
      .slice(0, OPTIONS_MAX)
      .map((s) => option(s, 'results'))
  }
  const bySymbol = new Map((input.list ?? []).map((s) => [s.symbol, s]))
  const recent = input.recents
    .map((symbol): SymbolOption => {
      const info = bySymbol.get(symbol)
      return info
        ? option(info, 'recent')
        : { symbol, name: null, assetClass: null, group: 'recent' }
    })
    .filter((o) => inClass(o.assetClass))
  const shown = new Set(recent.map((o) => o.symbol))
  const market = (input.list ?? [])
    .filter((s) => inClass(s.assetClass) && !shown.has(s.symbol))
    .map((s) => option(s, 'market'))
  return [...recent, ...market].slice(0, OPTIONS_MAX)
}

/** The active option after an arrow key: wraps around; -1 (none) stays none only if empty. */
export function moveActive(index: number, delta: number, count: number): number {
  if (count <= 0) return -1
  if (index < 0) return delta > 0 ? 0 : count - 1
  return (((index + delta) % count) + count) % count
}

/** The options split into their groups, keeping each option's index in the whole list. */
export function groupOptions(
  options: readonly SymbolOption[],
): { group: OptionGroup; items: { option: SymbolOption; index: number }[] }[] {
  const groups: { group: OptionGroup; items: { option: SymbolOption; index: number }[] }[] = []
  options.forEach((o, index) => {
    const last = groups.at(-1)
    if (last && last.group === o.group) last.items.push({ option: o, index })
    else groups.push({ group: o.group, items: [{ option: o, index }] })
  })
  return groups
}
