/**
 * The single-contract ticket's price in USD or in volatility: a volatility is turned into USD
 * with Black-76 at the live forward (rounded to the contract's tick), and a USD price is shown
 * with its implied volatility, so the trader sees both.
 */
import { black76, impliedVol } from '../../../protocol/options/index.ts'
import type { RepricedChain } from '../../../workers/engine/api.ts'
import { stepDecimals } from '../../trading/ticket/grid.ts'

export interface TicketContract {
  kind: 'call' | 'put'
  strike: number
}

/** USD per contract for a volatility (a fraction) at the chain's live forward, on the tick grid. */
export function priceForVol(
  chain: RepricedChain,
  contract: TicketContract,
  sigma: number,
  tick: number,
): number | null {
  if (!(sigma > 0) || !(chain.T > 0)) return null
  const raw = black76(
    contract.kind,
    chain.forward,
    contract.strike,
    chain.T,
    chain.rate,
    sigma,
  ).price
  const ticks = Math.round(raw / tick)
  return ticks > 0 ? Number((ticks * tick).toFixed(stepDecimals(tick))) : null
}

/** The volatility a USD price implies, or null (below intrinsic, above the maximum, expired). */
export function volForPrice(
  chain: RepricedChain,
  contract: TicketContract,
  price: number,
): number | null {
  const iv = impliedVol(contract.kind, price, chain.forward, contract.strike, chain.T, chain.rate)
  return iv.kind === 'ok' ? iv.sigma : null
}
