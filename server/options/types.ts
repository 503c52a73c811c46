import type { OptionGreeks, OptionSpec, SymbolInfo } from '../../protocol/index.ts'

/** One listed option contract. `info.option` is `spec`; `info.symbol` is its name. */
export interface ListedOption extends OptionSpec {
  symbol: string
  info: SymbolInfo
}

/** The model's value of one contract (per contract, in USD) at a moment. */
export interface OptionValuation {
  markPrice: number
  markIv: number
  greeks: OptionGreeks
  indexPrice: number
  forward: number
  /** Years to expiry. */
  T: number
}

/** Contracts that reached their expiry, with the underlying's index price at that moment. */
export interface Expiry {
  underlying: string
  expiry: number
  settlementPrice: number
  contracts: ListedOption[]
}

export type ExpiryListener = (expiry: Expiry) => void

/**
 * What the trading service sees of the options market (server/options implements it): which
 * symbols are options, what the model says they are worth, and when contracts expire. Expiry
 * listeners run synchronously before the contracts are delisted, so the trading service can
 * cancel their orders and settle their positions while the books and values still exist.
 */
export interface OptionsMarket {
  listed(): ListedOption[]
  option(symbol: string): ListedOption | undefined
  /** The model's mark, implied volatility and greeks now (or at `now`); undefined if not listed. */
  value(symbol: string, now?: number): OptionValuation | undefined
  onExpiry(listener: ExpiryListener): () => void
  /**
   * Expires every contract whose expiry is at or before `now`: listeners first, then the contracts
   * leave the listing, and the rolling schedule lists new ones. The service's timer calls it;
   * tests call it directly.
   */
  expireDue(now: number): void
  /**
   * Lists one extra expiry (ms) on an underlying with the given strikes, for tests and demos of
   * settlement: a contract that expires in seconds instead of at 08:00 UTC.
   */
  listExpiry(underlying: string, expiry: number, strikes: readonly number[]): ListedOption[]
}
