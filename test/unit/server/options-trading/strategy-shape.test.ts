import { describe, expect, it } from 'vitest'
import type { OptionSpec } from '../../../../protocol/index.ts'
import { strategyIssue, type ShapedLeg } from '../../../../server/options/trading/strategy-shape.ts'
import { optionReservationFor } from '../../../../server/options/trading/reservation.ts'

const leg = (
  right: OptionSpec['right'],
  strike: number,
  side: 'buy' | 'sell',
  quantity = 1,
  expiry = 1000,
): ShapedLeg => ({ spec: { underlying: 'BTC-USD', expiry, strike, right }, side, quantity })

describe('strategy shapes', () => {
  it('accepts the named shapes', () => {
    expect(strategyIssue('vertical', [leg('call', 100, 'buy'), leg('call', 110, 'sell')])).toBe(
      undefined,
    )
    expect(strategyIssue('straddle', [leg('call', 100, 'buy'), leg('put', 100, 'buy')])).toBe(
      undefined,
    )
    expect(strategyIssue('strangle', [leg('call', 110, 'sell'), leg('put', 90, 'sell')])).toBe(
      undefined,
    )
    const fly = [leg('call', 90, 'buy'), leg('call', 100, 'sell', 2), leg('call', 110, 'buy')]
    expect(strategyIssue('butterfly', fly)).toBe(undefined)
    const condor = [
      leg('put', 80, 'buy'),
      leg('put', 90, 'sell'),
      leg('call', 110, 'sell'),
      leg('call', 120, 'buy'),
    ]
    expect(strategyIssue('iron_condor', condor)).toBe(undefined)
  })

  it('names what a wrong shape should have been', () => {
    expect(strategyIssue('straddle', [leg('call', 100, 'buy'), leg('put', 110, 'buy')])).toMatch(
      /straddle is a call and a put of one strike/,
    )
    expect(
      strategyIssue('vertical', [leg('call', 100, 'buy'), leg('call', 110, 'sell', 1, 2000)]),
    ).toMatch(/vertical/)
    const lopsided = [
      leg('put', 80, 'buy'),
      leg('put', 90, 'sell'),
      leg('call', 110, 'sell'),
      leg('call', 120, 'sell'),
    ]
    expect(strategyIssue('iron_condor', lopsided)).toMatch(/iron condor/)
    expect(strategyIssue('custom', lopsided)).toBe(undefined)
  })
})

describe('option reservations', () => {
  const quotes = { bestBid: 95, bestAsk: 105, last: 100 }
  it('a buy holds premium and the taker fee at its limit', () => {
    const r = optionReservationFor(
      {
        side: 'buy',
        orderType: 'limit',
        quantity: 2,
        price: 100,
        closing: 0,
        marginPerContract: 0,
      },
      quotes,
    )
    expect(r).toEqual({ cash: 200.1, qty: 0, contracts: 0, protection: null })
  })

  it('a sell holds the long it closes and margin plus fee for the short it opens', () => {
    const r = optionReservationFor(
      {
        side: 'sell',
        orderType: 'limit',
        quantity: 5,
        price: 90,
        closing: 2,
        marginPerContract: 1000,
      },
      quotes,
    )
    // 3 contracts open a short: 3 × (1000 + 95 × 0.0005), the fee at the better bid.
    expect(r?.contracts).toBe(2)
    expect(r?.cash).toBeCloseTo(3000.1425, 8)
  })

  it('a market order with no opposite quote has no reservation', () => {
    const none = { bestBid: null, bestAsk: null, last: 100 }
    const r = optionReservationFor(
      {
        side: 'buy',
        orderType: 'market',
        quantity: 1,
        price: null,
        closing: 0,
        marginPerContract: 0,
      },
      none,
    )
    expect(r).toBeUndefined()
  })
})
