/**
 * Per underlying: how its options trade (tick, lot, largest order) and how big the makers
 * quote. One contract is one unit of the underlying, priced in USD.
 */
import type { AssetClass } from '../../protocol/index.ts'

export interface OptionContractSpec {
  underlying: string
  /** The short name in contract names: BTC of BTC-USD. */
  base: string
  assetClass: AssetClass
  tickSize: number
  lotSize: number
  maxQuantity: number
  /** Contracts the makers show at each level, before a random ±40 %. */
  makerSize: number
}

/**
 * Ticks fine enough for deep out-of-the-money premiums, lots of a few hundred to a few thousand
 * USD of underlying; the largest order is a few million USD of underlying.
 */
export const OPTION_CONTRACT_SPECS: Readonly<Record<string, OptionContractSpec>> = {
  'BTC-USD': {
    underlying: 'BTC-USD',
    base: 'BTC',
    assetClass: 'crypto',
    tickSize: 0.1,
    lotSize: 0.01,
    maxQuantity: 100,
    makerSize: 1,
  },
  'ETH-USD': {
    underlying: 'ETH-USD',
    base: 'ETH',
    assetClass: 'crypto',
    tickSize: 0.01,
    lotSize: 0.1,
    maxQuantity: 1_000,
    makerSize: 10,
  },
  'SOL-USD': {
    underlying: 'SOL-USD',
    base: 'SOL',
    assetClass: 'crypto',
    tickSize: 0.001,
    lotSize: 1,
    maxQuantity: 20_000,
    makerSize: 200,
  },
}

/** Continuously compounded USD rate: forward F = S·e^{rT}, premiums discounted at e^{−rT}. */
export const OPTION_RATE = 0.04

export const YEAR_MS = 365 * 86_400_000

/** Years from `now` to `expiry`, never negative. */
export const yearsTo = (expiry: number, now: number): number =>
  Math.max(0, (expiry - now) / YEAR_MS)
