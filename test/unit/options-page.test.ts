import { describe, expect, it } from 'vitest'
import { repriceChain } from '../../workers/compute/options-reprice.ts'
import { black76 } from '../../protocol/options/index.ts'
import { summarizePayoff } from '../../protocol/options/payoff.ts'
import {
  addLeg,
  payoffLegs,
  strategyLabel,
  templateLegs,
} from '../../src/pages/options/strategy-legs.ts'
import { priceForVol, volForPrice } from '../../src/pages/options/ticket-price.ts'
import { chainFixture, NOW } from '../engine/options/chain-fixture.ts'

const chain = repriceChain({ chain: chainFixture(), now: NOW })

describe('strategy templates around the money', () => {
  it('an iron condor: puts two and one strike below, calls one and two above, sold inside', () => {
    const legs = templateLegs('iron_condor', chain) ?? []
    expect(legs.map((l) => [l.side, l.kind, l.strike])).toEqual([
      ['buy', 'put', 90_000],
      ['sell', 'put', 95_000],
      ['sell', 'call', 105_000],
      ['buy', 'call', 110_000],
    ])
    // Bought at the ask, sold at the bid: the credit is what the book pays now.
    const put95 = chain.strikes[1]?.put
    expect(legs[1]?.price).toBe(put95?.bid)
    const summary = summarizePayoff(payoffLegs(legs, 1))
    expect(summary.netPremium).toBeLessThan(0)
    expect(summary.maxLoss.amount).toBeCloseTo(5_000 + summary.netPremium, 6)
  })

  it('a butterfly sells two at the money; a template runs out of strikes at the edge', () => {
    const fly = templateLegs('butterfly', chain) ?? []
    expect(fly.map((l) => l.ratio)).toEqual([1, 2, 1])
    const edge = { ...chain, atmStrike: 110_000 }
    expect(templateLegs('vertical', edge)).toBeNull()
    expect(strategyLabel(null)).toBe('custom')
    expect(strategyLabel('straddle')).toBe('straddle')
  })

  it('a leg clicked twice in the chain adds to its ratio', () => {
    const [call] = templateLegs('straddle', chain) ?? []
    if (!call) throw new Error('no straddle')
    expect(addLeg(addLeg([], call), call)).toEqual([{ ...call, ratio: 2 }])
  })
})

describe('the ticket’s price in volatility', () => {
  it('converts a volatility to USD on the tick grid at the live forward, and back', () => {
    const contract = { kind: 'call' as const, strike: 105_000 }
    const usd = priceForVol(chain, contract, 0.7, 0.1) ?? 0
    const exact = black76('call', chain.forward, 105_000, chain.T, chain.rate, 0.7).price
    expect(Math.abs(usd - exact)).toBeLessThanOrEqual(0.05)
    expect(Math.round(usd * 10)).toBeCloseTo(usd * 10, 9)
    expect(volForPrice(chain, contract, exact)).toBeCloseTo(0.7, 10)
    expect(volForPrice(chain, { kind: 'call', strike: 90_000 }, 1)).toBeNull()
  })
})
