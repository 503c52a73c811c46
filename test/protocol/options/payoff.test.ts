import { describe, expect, it } from 'vitest'
import { black76 } from '../../../protocol/options/black.ts'
import { normCdf } from '../../../protocol/options/erf.ts'
import { aggregateGreeks } from '../../../protocol/options/greeks-total.ts'
import {
  breakEvens,
  payoffAtExpiry,
  payoffBefore,
  priceRange,
  strategyGreeks,
  summarizePayoff,
  type PayoffLeg,
} from '../../../protocol/options/payoff.ts'
import type { Position } from '../../../protocol/trading.ts'

const EXPIRY = Date.UTC(2026, 11, 25, 8)
const leg = (
  kind: 'call' | 'put',
  side: 'buy' | 'sell',
  strike: number,
  premium: number,
  quantity = 1,
): PayoffLeg => ({ kind, side, strike, premium, quantity, expiry: EXPIRY })

describe('payoff at expiry, by hand', () => {
  it('long straddle: break-evens at K ± premium, unlimited profit, loss the premium', () => {
    const legs = [leg('call', 'buy', 100, 6), leg('put', 'buy', 100, 4)]
    const s = summarizePayoff(legs)
    expect(s.breakEvens).toEqual([90, 110])
    expect(s.maxProfit.unbounded).toBe(true)
    expect(s.maxLoss).toEqual({ unbounded: false, amount: 10 })
    expect(s.netPremium).toBe(10)
    expect(payoffAtExpiry(legs, 130)).toBe(20)
    expect(payoffAtExpiry(legs, 0)).toBe(90)
  })

  it('bull call spread: one break-even, profit width − debit, loss the debit', () => {
    const legs = [leg('call', 'buy', 100, 7), leg('call', 'sell', 120, 2)]
    const s = summarizePayoff(legs)
    expect(s.breakEvens).toEqual([105])
    expect(s.maxProfit).toEqual({ unbounded: false, amount: 15 })
    expect(s.maxLoss).toEqual({ unbounded: false, amount: 5 })
    expect(s.netPremium).toBe(5)
  })

  it('iron condor: profit the credit, loss the wing less the credit, two break-evens', () => {
    const legs = [
      leg('put', 'buy', 80, 1),
      leg('put', 'sell', 90, 3),
      leg('call', 'sell', 110, 3),
      leg('call', 'buy', 120, 1),
    ]
    const s = summarizePayoff(legs)
    expect(s.netPremium).toBe(-4)
    expect(s.maxProfit).toEqual({ unbounded: false, amount: 4 })
    expect(s.maxLoss).toEqual({ unbounded: false, amount: 6 })
    expect(s.breakEvens).toEqual([86, 114])
  })

  it('short call: unlimited loss, profit the premium, break-even K + premium', () => {
    const legs = [leg('call', 'sell', 100, 5, 2)]
    const s = summarizePayoff(legs)
    expect(s.maxLoss.unbounded).toBe(true)
    expect(s.maxProfit).toEqual({ unbounded: false, amount: 10 })
    expect(s.breakEvens).toEqual([105])
    expect(s.netPremium).toBe(-10)
  })

  it('long put: bounded profit at S = 0, break-even K − premium', () => {
    const s = summarizePayoff([leg('put', 'buy', 50, 5)])
    expect(s.maxProfit).toEqual({ unbounded: false, amount: 45 })
    expect(s.maxLoss).toEqual({ unbounded: false, amount: 5 })
    expect(breakEvens([leg('put', 'buy', 50, 5)])).toEqual([45])
  })

  it('break-evens are exact between grid points (non-round premium)', () => {
    const legs = [leg('call', 'buy', 100, 3.3), leg('put', 'buy', 100, 2.45)]
    const [low, high] = breakEvens(legs)
    expect(low).toBeCloseTo(94.25, 12)
    expect(high).toBeCloseTo(105.75, 12)
    expect(payoffAtExpiry(legs, low ?? 0)).toBeCloseTo(0, 12)
  })
})

describe('value before expiry', () => {
  const market = { rate: 0.02, volAt: () => 0.6 }

  it('is the Black-76 value less the premium, and reaches the expiry payoff at expiry', () => {
    const legs = [leg('call', 'buy', 100, 6)]
    const at = EXPIRY - 30 * 86_400_000
    const T = 30 / 365
    const expected = black76('call', 100 * Math.exp(0.02 * T), 100, T, 0.02, 0.6).price - 6
    expect(payoffBefore(legs, 100, market, { at })).toBeCloseTo(expected, 10)
    expect(payoffBefore(legs, 120, market, { at: EXPIRY })).toBe(payoffAtExpiry(legs, 120))
  })

  it('a vol shift raises a long option and lowers a short one', () => {
    const at = EXPIRY - 10 * 86_400_000
    const long = [leg('put', 'buy', 100, 5)]
    const short = [leg('put', 'sell', 100, 5)]
    const base = payoffBefore(long, 100, market, { at })
    expect(payoffBefore(long, 100, market, { at, volShift: 0.1 })).toBeGreaterThan(base)
    expect(payoffBefore(short, 100, market, { at, volShift: 0.1 })).toBeLessThan(-base)
  })

  it('draws every strike exactly inside a range around spot and strikes', () => {
    const range = priceRange([leg('call', 'buy', 103, 1), leg('put', 'buy', 97, 1)], 100, 11)
    expect(range).toContain(103)
    expect(range).toContain(97)
    expect(range[0]).toBe(48.5)
    expect(range[range.length - 1]).toBeCloseTo(154.5, 10)
    expect([...range].sort((a, b) => a - b)).toEqual(range)
  })
})

describe('aggregate greeks', () => {
  const greeks = { delta: 0.5, gamma: 0.01, vega: 20, theta: -3, rho: 1 }
  const option = (underlying: string, delta: number): Position => ({
    id: `o-${underlying}-${delta}`,
    portfolioId: 'p',
    symbol: `${underlying.split('-')[0] ?? ''}-25DEC26-100-C`,
    market: 'option',
    underlying,
    expiry: EXPIRY,
    strike: 100,
    right: 'call',
    side: 'long',
    size: 1,
    quantity: 1,
    entryPrice: 5,
    markPrice: 6,
    markIv: 0.6,
    unrealizedPnl: 1,
    unrealizedPnlPercent: 20,
    margin: 0,
    realizedPnl: 0,
    greeks: { ...greeks, delta },
    updatedAt: '2026-01-01T00:00:00Z',
  })

  it('sums options per underlying and adds spot and perp delta of the same underlying', () => {
    const positions: Position[] = [
      option('BTC-USD', 0.5),
      option('BTC-USD', -0.2),
      option('ETH-USD', 0.3),
      { id: 's', portfolioId: 'p', symbol: 'BTC-USD', market: 'spot', side: 'long', quantity: 2 },
      { id: 'x', portfolioId: 'p', symbol: 'SOL-USD', market: 'spot', side: 'long', quantity: 9 },
      {
        ...{ id: 'f', portfolioId: 'p', symbol: 'ETH-USD', market: 'perp', side: 'short' },
        ...{ size: 1.5, quantity: 1.5, entryPrice: 1, markPrice: 1, liquidationPrice: 0 },
        ...{ unrealizedPnl: 0, unrealizedPnlPercent: 0, margin: 1, leverage: 2 },
        ...{ realizedPnl: 0, fundingPaid: 0, updatedAt: '2026-01-01T00:00:00Z' },
      },
    ]
    const [btc, eth, ...rest] = aggregateGreeks(positions)
    expect(rest).toEqual([])
    expect(btc?.underlying).toBe('BTC-USD')
    expect(btc?.delta).toBeCloseTo(2.3, 12)
    expect(btc?.optionDelta).toBeCloseTo(0.3, 12)
    expect(btc?.vega).toBe(40)
    expect(btc?.theta).toBe(-6)
    expect(btc?.optionPositions).toBe(2)
    expect(eth?.delta).toBeCloseTo(-1.2, 12)
    expect(eth?.gamma).toBe(0.01)
  })
})

describe('strategy greeks', () => {
  it('a long straddle at the money: delta 2Φ(σ√T/2) − 1 with positive gamma and vega', () => {
    const legs = [leg('call', 'buy', 100, 6), leg('put', 'buy', 100, 4)]
    const at = EXPIRY - 30 * 86_400_000
    const g = strategyGreeks(legs, 100, { rate: 0, volAt: () => 0.5 }, { at })
    // Call delta Φ(d₁) plus put delta Φ(d₁) − 1, with d₁ = σ√T/2 at the money and r = 0.
    expect(g.delta).toBeCloseTo(2 * normCdf((0.5 * Math.sqrt(30 / 365)) / 2) - 1, 12)
    expect(g.gamma).toBeGreaterThan(0)
    expect(g.vega).toBeGreaterThan(0)
    expect(g.theta).toBeLessThan(0)
    const short = strategyGreeks(
      [leg('call', 'sell', 100, 6, 2)],
      100,
      { rate: 0, volAt: () => 0.5 },
      { at },
    )
    const long = strategyGreeks(
      [leg('call', 'buy', 100, 6)],
      100,
      { rate: 0, volAt: () => 0.5 },
      { at },
    )
    expect(short.delta).toBeCloseTo(-2 * long.delta, 12)
  })
})
