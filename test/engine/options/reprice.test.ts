import { describe, expect, it } from 'vitest'
import { black76 } from '../../../protocol/options/index.ts'
import { repriceChain } from '../../../workers/compute/options-reprice.ts'
import { chainFixture, EXPIRY, NOW, STRIKES } from './chain-fixture.ts'

describe('re-pricing a chain off the main thread', () => {
  it('reproduces the server’s marks at the chain’s own time and index', () => {
    const chain = chainFixture()
    const repriced = repriceChain({ chain, now: NOW })
    expect(repriced.strikes.map((r) => r.strike)).toEqual(STRIKES)
    expect(repriced.atmStrike).toBe(100_000)
    for (const quote of chain.quotes) {
      const row = repriced.strikes.find((r) => r.strike === quote.strike)?.[quote.right]
      expect(row?.mark).toBeCloseTo(quote.markPrice, 6)
      expect(row?.iv).toBeCloseTo(0.6, 12)
      expect(row?.greeks.delta).toBeCloseTo(quote.greeks.delta, 10)
    }
  })

  it('follows the live index and time, and reads bid/ask IV from the live tops', () => {
    const chain = chainFixture()
    const later = NOW + 86_400_000
    const T = (EXPIRY - later) / (365 * 86_400_000)
    const forward = 104_000 * Math.exp(chain.rate * T)
    const expected = black76('call', forward, 105_000, T, chain.rate, 0.6)
    const ask = black76('call', forward, 105_000, T, chain.rate, 0.65).price
    const symbol = chain.quotes.find((q) => q.strike === 105_000 && q.right === 'call')?.symbol
    const top = {
      symbol: symbol ?? '',
      bid: 1,
      ask,
      bidSize: 1,
      askSize: 2,
      last: null,
      openInterest: 9,
    }
    const repriced = repriceChain({
      chain,
      indexPrice: 104_000,
      now: later,
      tops: { [top.symbol]: top },
    })
    const call = repriced.strikes.find((r) => r.strike === 105_000)?.call
    expect(repriced.atmStrike).toBe(105_000)
    expect(call?.mark).toBeCloseTo(expected.price, 8)
    expect(call?.askIv).toBeCloseTo(0.65, 9)
    // 1 USD on an out-of-the-money call is far below the model yet above intrinsic (zero).
    expect(call?.bidIv).toBeGreaterThan(0)
    expect(call?.bidIv).toBeLessThan(0.2)
    expect(call?.openInterest).toBe(9)
  })

  it('gives no bid IV for a bid below intrinsic value, never NaN', () => {
    const chain = chainFixture()
    const deep = chain.quotes.find((q) => q.strike === 90_000 && q.right === 'call')
    if (!deep) throw new Error('fixture has no 90k call')
    const top = {
      symbol: deep.symbol,
      bid: 100,
      ask: null,
      bidSize: 1,
      askSize: 0,
      last: null,
      openInterest: 0,
    }
    const call = repriceChain({ chain, now: NOW, tops: { [deep.symbol]: top } }).strikes[0]?.call
    expect(call?.bidIv).toBeNull()
    expect(call?.askIv).toBeNull()
  })
})
