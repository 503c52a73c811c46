/**
 * Re-pricing an option chain from its smile: the model's mark, implied volatility and greeks of
 * every contract at the live index price and the current time (Black-76 on the forward, the
 * volatility read from the expiry's SVI slice at the contract's log-moneyness), and the implied
 * volatility of the live bid and ask. Pure; the compute worker runs it off the main thread.
 *
 * The slice gives total variance at the slice's own T; as time passes the volatility at a
 * log-moneyness is held (w scales with T), the usual sticky-moneyness assumption.
 */
import type {
  OptionChain,
  OptionGreeks,
  OptionQuote,
  OptionTopsUpdate,
} from '../../protocol/index.ts'
import { black76, impliedVol, type OptionKind } from '../../protocol/options/index.ts'
import { sviTotalVariance } from '../../protocol/options/surface/svi.ts'

const YEAR_MS = 365 * 86_400_000

type OptionTop = OptionTopsUpdate['tops'][number]

export interface RepriceInput {
  chain: OptionChain
  /** The underlying's live index price (market channel); the chain's own when absent. */
  indexPrice?: number
  /** Live book tops by contract symbol (options channel). */
  tops?: Record<string, OptionTop>
  /** Now, ms. */
  now: number
}

/** One contract as the chain table shows it. */
export interface RepricedOption {
  symbol: string
  bid: number | null
  ask: number | null
  mark: number
  iv: number
  bidIv: number | null
  askIv: number | null
  greeks: OptionGreeks
  openInterest: number
}

export interface RepricedStrike {
  strike: number
  call?: RepricedOption
  put?: RepricedOption
}

export interface RepricedChain {
  underlying: string
  expiry: number
  indexPrice: number
  forward: number
  /** Years to expiry at `now`. */
  T: number
  rate: number
  /** The listed strike closest to the forward. */
  atmStrike: number
  strikes: RepricedStrike[]
}

/** The model's volatility of the chain's slice at strike K and forward F. */
export function sliceVol(chain: OptionChain, strike: number, forward: number): number {
  const { slice } = chain
  if (!(slice.T > 0)) return slice.atmVol
  const w = sviTotalVariance(slice.params, Math.log(strike / forward))
  return Math.sqrt(Math.max(w, 0) / slice.T)
}

const ivOf = (
  kind: OptionKind,
  price: number | null,
  F: number,
  K: number,
  T: number,
  r: number,
) => {
  if (price === null || !(T > 0)) return null
  const iv = impliedVol(kind, price, F, K, T, r)
  return iv.kind === 'ok' ? iv.sigma : null
}

function repriceQuote(
  quote: OptionQuote,
  chain: OptionChain,
  live: OptionTop | undefined,
  F: number,
  T: number,
): RepricedOption {
  const bid = live ? live.bid : quote.bid
  const ask = live ? live.ask : quote.ask
  const base = {
    symbol: quote.symbol,
    bid,
    ask,
    openInterest: live?.openInterest ?? quote.openInterest,
  }
  // Expired or unpriceable: the server's own values stand.
  if (!(T > 0) || !(F > 0))
    return {
      ...base,
      mark: quote.markPrice,
      iv: quote.markIv,
      bidIv: quote.bidIv,
      askIv: quote.askIv,
      greeks: quote.greeks,
    }
  const sigma = sliceVol(chain, quote.strike, F)
  const value = black76(quote.right, F, quote.strike, T, chain.rate, sigma)
  return {
    ...base,
    mark: value.price,
    iv: sigma,
    bidIv: ivOf(quote.right, bid, F, quote.strike, T, chain.rate),
    askIv: ivOf(quote.right, ask, F, quote.strike, T, chain.rate),
    greeks: {
      delta: value.delta,
      gamma: value.gamma,
      vega: value.vega,
      theta: value.theta,
      rho: value.rho,
    },
  }
}

export function repriceChain(input: RepriceInput): RepricedChain {
  const { chain, now } = input
  const indexPrice = input.indexPrice && input.indexPrice > 0 ? input.indexPrice : chain.indexPrice
  const T = Math.max((chain.slice.expiry - now) / YEAR_MS, 0)
  const forward = indexPrice * Math.exp(chain.rate * T)
  const byStrike = new Map<number, RepricedStrike>()
  for (const quote of chain.quotes) {
    const row = byStrike.get(quote.strike) ?? { strike: quote.strike }
    row[quote.right] = repriceQuote(quote, chain, input.tops?.[quote.symbol], forward, T)
    byStrike.set(quote.strike, row)
  }
  const strikes = [...byStrike.values()].sort((a, b) => a.strike - b.strike)
  let atmStrike = strikes[0]?.strike ?? 0
  for (const row of strikes)
    if (Math.abs(row.strike - forward) < Math.abs(atmStrike - forward)) atmStrike = row.strike
  return {
    underlying: chain.underlying,
    expiry: chain.slice.expiry,
    indexPrice,
    forward,
    T,
    rate: chain.rate,
    atmStrike,
    strikes,
  }
}
