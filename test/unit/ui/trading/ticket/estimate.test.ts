import { describe, expect, it } from 'vitest'
import { estimateOrder, type EstimateInput } from '../../../../../src/trading/ticket/estimate.ts'

const base: EstimateInput = {
  market: 'spot',
  side: 'buy',
  orderType: 'limit',
  timeInForce: 'GTC',
  postOnly: false,
  reduceOnly: false,
  quantity: 2,
  price: 100,
  leverage: 1,
}

describe('estimateOrder, spot', () => {
  it('a resting limit buy shows both fee rates and its total at the taker rate', () => {
    const e = estimateOrder(base)
    // 2 × 100 = 200; maker 0.02 % = 0.04, taker 0.05 % = 0.10
    expect(e.notional).toBe(200)
    expect(e.liquidity).toBe('either')
    expect(e.makerFee).toBeCloseTo(0.04, 10)
    expect(e.takerFee).toBeCloseTo(0.1, 10)
    expect(e.fee).toBeCloseTo(0.1, 10)
    expect(e.total).toBeCloseTo(200.1, 10)
    expect(e.proceeds).toBeNull()
    expect(e.perp).toBeNull()
  })

  it('a market sell brings in the notional less the taker fee', () => {
    const e = estimateOrder({
      ...base,
      side: 'sell',
      orderType: 'market',
      quantity: 0.5,
      price: 60_000,
    })
    // 0.5 × 60,000 = 30,000; taker 0.05 % = 15
    expect(e.notional).toBe(30_000)
    expect(e.liquidity).toBe('taker')
    expect(e.fee).toBeCloseTo(15, 10)
    expect(e.proceeds).toBeCloseTo(29_985, 10)
    expect(e.total).toBeNull()
  })

  it('a post-only limit pays the maker rate', () => {
    const e = estimateOrder({ ...base, postOnly: true })
    expect(e.liquidity).toBe('maker')
    expect(e.fee).toBeCloseTo(0.04, 10)
    expect(e.total).toBeCloseTo(200.04, 10)
  })

  it('takes the taker rate for IOC and FOK limits and for stop and take-profit orders', () => {
    expect(estimateOrder({ ...base, timeInForce: 'IOC' }).liquidity).toBe('taker')
    expect(estimateOrder({ ...base, timeInForce: 'FOK' }).liquidity).toBe('taker')
    expect(estimateOrder({ ...base, orderType: 'stop' }).liquidity).toBe('taker')
    expect(estimateOrder({ ...base, orderType: 'take_profit' }).liquidity).toBe('taker')
    expect(estimateOrder({ ...base, orderType: 'stop_limit' }).liquidity).toBe('either')
  })
})

describe('estimateOrder, perpetual', () => {
  const perp: EstimateInput = {
    ...base,
    market: 'perp',
    orderType: 'market',
    quantity: 0.5,
    price: 60_000,
    leverage: 10,
  }

  it('a 10x long: margin, tier rate and liquidation price by hand', () => {
    const e = estimateOrder(perp)
    // notional 30,000 (tier ≤ 50,000: mmr 0.5 %, cap 0.5 ÷ 10 = 5 % does not bite)
    // margin 30,000 ÷ 10 = 3,000; liq = (60,000 × 0.5 − 3,000) ÷ (0.5 × 0.995) = 54,271.3568
    expect(e.total).toBeNull()
    expect(e.perp?.initialMargin).toBe(3_000)
    expect(e.perp?.maintenanceRate).toBe(0.005)
    expect(e.perp?.liquidationPrice).toBeCloseTo(54_271.356784, 5)
    expect(e.perp?.maxLeverage).toBe(50)
    expect(e.perp?.cost).toBeCloseTo(3_015, 10)
  })

  it('a 10x short is liquidated above the entry', () => {
    const e = estimateOrder({ ...perp, side: 'sell' })
    // liq = (30,000 + 3,000) ÷ (0.5 × 1.005) = 65,671.6418
    expect(e.perp?.liquidationPrice).toBeCloseTo(65_671.641791, 5)
  })

  it('a 1x long cannot be liquidated', () => {
    expect(estimateOrder({ ...perp, leverage: 1 }).perp?.liquidationPrice).toBe(0)
  })

  it('uses the margin tier of the notional, capped at half the initial margin rate', () => {
    // 2 × 60,000 = 120,000: tier ≤ 250,000 (mmr 1 %, max 25x)
    const mid = estimateOrder({ ...perp, quantity: 2, leverage: 20 })
    expect(mid.perp?.maintenanceRate).toBe(0.01)
    expect(mid.perp?.maxLeverage).toBe(25)
    // 40 × 60,000 = 2,400,000: tier ≤ 5,000,000 (mmr 5 %), capped at 0.5 ÷ 20 = 2.5 %
    const big = estimateOrder({ ...perp, quantity: 40, leverage: 20 })
    expect(big.perp?.maintenanceRate).toBe(0.025)
    expect(big.perp?.maxLeverage).toBe(5)
  })

  it('a reduce-only order locks no margin and opens nothing to liquidate', () => {
    const e = estimateOrder({ ...perp, reduceOnly: true })
    expect(e.perp?.initialMargin).toBe(0)
    expect(e.perp?.liquidationPrice).toBeNull()
    expect(e.perp?.cost).toBeCloseTo(15, 10)
  })
})
