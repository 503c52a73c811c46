/** A small BTC chain as GET /market/options/chain answers it, priced by the same model. */
import type { OptionChain, OptionQuote } from '../../../protocol/index.ts'
import { black76, formatOptionName } from '../../../protocol/options/index.ts'

export const NOW = Date.UTC(2026, 5, 1, 8)
export const EXPIRY = NOW + 30 * 86_400_000
export const STRIKES = [90_000, 95_000, 100_000, 105_000, 110_000]
const T = 30 / 365
const RATE = 0.03
/** A flat 60 % smile: w = a when b = 0. */
const VOL = 0.6

export function chainFixture(index = 100_000): OptionChain {
  const forward = index * Math.exp(RATE * T)
  const quotes: OptionQuote[] = []
  for (const strike of STRIKES)
    for (const right of ['call', 'put'] as const) {
      const v = black76(right, forward, strike, T, RATE, VOL)
      const symbol = formatOptionName({
        underlying: 'BTC',
        expiry: new Date(EXPIRY),
        strike,
        kind: right,
      })
      quotes.push({
        symbol,
        strike,
        right,
        bid: Math.round(v.price * 0.97),
        ask: Math.round(v.price * 1.03),
        bidSize: 1,
        askSize: 1,
        last: null,
        markPrice: v.price,
        markIv: VOL,
        bidIv: null,
        askIv: null,
        greeks: { delta: v.delta, gamma: v.gamma, vega: v.vega, theta: v.theta, rho: v.rho },
        openInterest: 3,
        volume24h: 0,
      })
    }
  return {
    underlying: 'BTC-USD',
    indexPrice: index,
    rate: RATE,
    time: NOW,
    slice: {
      expiry: EXPIRY,
      T,
      forward,
      atmVol: VOL,
      params: { a: VOL * VOL * T, b: 0, rho: 0, m: 0, sigma: 0.1 },
    },
    quotes,
  }
}
