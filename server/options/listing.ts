/**
 * The catalogue of listed contracts: per underlying, per expiry, a call and a put on every
 * strike. It only holds contracts; what to list and when is the options market's business.
 */
import type { OptionRight, OptionSpec, SymbolInfo } from '../../protocol/index.ts'
import { formatOptionName } from '../../protocol/options/names.ts'
import type { OptionContractSpec } from './contract-specs.ts'
import type { ListedOption } from './types.ts'

const RIGHTS: readonly OptionRight[] = ['call', 'put']
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

function describe(spec: OptionSpec, base: string): string {
  const d = new Date(spec.expiry)
  const day = `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`
  return `${base} ${day} ${spec.strike} ${spec.right === 'call' ? 'Call' : 'Put'}`
}

export function optionContract(spec: OptionSpec, contract: OptionContractSpec): ListedOption {
  const symbol = formatOptionName({
    underlying: contract.base,
    expiry: new Date(spec.expiry),
    strike: spec.strike,
    kind: spec.right,
  })
  const info: SymbolInfo = {
    symbol,
    name: describe(spec, contract.base),
    assetClass: contract.assetClass,
    base: symbol,
    quote: 'USD',
    tickSize: contract.tickSize,
    lotSize: contract.lotSize,
    maxQuantity: contract.maxQuantity,
    option: { ...spec },
  }
  return { ...spec, symbol, info }
}

export class OptionListing {
  private readonly bySymbol = new Map<string, ListedOption>()
  /** underlying → expiry → contracts of that expiry, strikes ascending, call before put. */
  private readonly byExpiry = new Map<string, Map<number, ListedOption[]>>()

  /**
   * Lists a call and a put on each strike; strikes already listed on that expiry are kept. A
   * RangeError when a name is taken by another expiry of the same day.
   */
  add(contract: OptionContractSpec, expiry: number, strikes: readonly number[]): ListedOption[] {
    const expiries = this.byExpiry.get(contract.underlying) ?? new Map<number, ListedOption[]>()
    this.byExpiry.set(contract.underlying, expiries)
    const listed = expiries.get(expiry) ?? []
    const added: ListedOption[] = []
    for (const strike of strikes)
      for (const right of RIGHTS) {
        const option = optionContract(
          { underlying: contract.underlying, expiry, strike, right },
          contract,
        )
        const existing = this.bySymbol.get(option.symbol)
        // Names carry the expiry's day only: a second expiry on the same day cannot reuse one.
        if (existing && existing.expiry !== expiry)
          throw new RangeError(`${option.symbol} is already listed for another expiry`)
        if (existing) continue
        this.bySymbol.set(option.symbol, option)
        listed.push(option)
        added.push(option)
      }
    listed.sort((a, b) => a.strike - b.strike || (a.right === 'call' ? -1 : 1))
    expiries.set(expiry, listed)
    return added
  }

  /** Takes every contract of the expiry off the listing and answers them. */
  remove(underlying: string, expiry: number): ListedOption[] {
    const expiries = this.byExpiry.get(underlying)
    const contracts = expiries?.get(expiry) ?? []
    expiries?.delete(expiry)
    for (const c of contracts) this.bySymbol.delete(c.symbol)
    return contracts
  }

  get(symbol: string): ListedOption | undefined {
    return this.bySymbol.get(symbol)
  }

  all(): ListedOption[] {
    return [...this.bySymbol.values()]
  }

  size(): number {
    return this.bySymbol.size
  }

  /** The underlying's listed expiries, soonest first. */
  expiries(underlying: string): number[] {
    return [...(this.byExpiry.get(underlying)?.keys() ?? [])].sort((a, b) => a - b)
  }

  contracts(underlying: string, expiry: number): readonly ListedOption[] {
    return this.byExpiry.get(underlying)?.get(expiry) ?? []
  }

  underlyingContracts(underlying: string): ListedOption[] {
    return [...(this.byExpiry.get(underlying)?.values() ?? [])].flat()
  }
}
