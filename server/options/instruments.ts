/** Option contracts in the market listings: /market/symbols `kind` and /market/search. */
import type { SymbolInfo } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { InstrumentKind } from './feed.ts'
import type { OptionsMarketService } from './market.ts'
import type { ListedOption } from './types.ts'

const byExpiryThenStrike = (a: ListedOption, b: ListedOption): number =>
  a.underlying.localeCompare(b.underlying) ||
  a.expiry - b.expiry ||
  a.strike - b.strike ||
  a.right.localeCompare(b.right)

export function optionInfos(options: OptionsMarketService): SymbolInfo[] {
  return options
    .listed()
    .sort(byExpiryThenStrike)
    .map((o) => o.info)
}

/** Spot instruments, option contracts (by underlying, expiry, strike) or both, spot first. */
export function instrumentsOf(ctx: Pick<AppContext, 'market' | 'options'>, kind: InstrumentKind) {
  if (kind === 'spot') return ctx.market.symbols()
  if (kind === 'option') return optionInfos(ctx.options)
  return [...ctx.market.symbols(), ...optionInfos(ctx.options)]
}

/** Contracts whose name starts with the query (case-insensitive), at most `limit`. */
export function searchOptions(
  options: OptionsMarketService,
  query: string,
  limit: number,
): SymbolInfo[] {
  const q = query.trim().toUpperCase()
  if (limit <= 0) return []
  return options
    .listed()
    .filter((o) => o.symbol.startsWith(q))
    .sort(byExpiryThenStrike)
    .slice(0, limit)
    .map((o) => o.info)
}
