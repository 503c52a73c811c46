import { describe, expect, it } from 'vitest'
import {
  buildOrderInput,
  type TicketContext,
} from '../../../../../src/trading/ticket/order-input.ts'
import type { ResolvedChoices } from '../../../../../src/trading/ticket/ticket-form.ts'

const ctx: TicketContext = {
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'buy',
  referencePrice: 60_000,
  slippageTolerance: 0.5,
}
const choices: ResolvedChoices = {
  orderType: 'limit',
  timeInForce: 'GTC',
  leverage: 1,
  postOnly: false,
  reduceOnly: false,
}
const values = { quantity: 0.5, price: 59_000, stopPrice: 58_000 }

describe('buildOrderInput', () => {
  it('a spot limit carries its price and time in force, nothing perpetual', () => {
    expect(buildOrderInput(ctx, { ...choices, postOnly: true }, values)).toEqual({
      portfolioId: 'p1',
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'limit',
      quantity: 0.5,
      market: 'spot',
      price: 59_000,
      timeInForce: 'GTC',
      postOnly: true,
      referencePrice: 60_000,
      slippageTolerance: 0.5,
    })
  })

  it('a perpetual market order carries leverage and reduce-only, no price or time in force', () => {
    expect(
      buildOrderInput(
        { ...ctx, market: 'perp', side: 'sell' },
        { ...choices, orderType: 'market', leverage: 10, reduceOnly: true },
        values,
      ),
    ).toEqual({
      portfolioId: 'p1',
      symbol: 'BTC-USD',
      side: 'sell',
      orderType: 'market',
      quantity: 0.5,
      market: 'perp',
      leverage: 10,
      reduceOnly: true,
      referencePrice: 60_000,
      slippageTolerance: 0.5,
    })
  })

  it('a take-profit carries its trigger only; a stop limit both prices', () => {
    const tp = buildOrderInput(ctx, { ...choices, orderType: 'take_profit' }, values)
    expect(tp.stopPrice).toBe(58_000)
    expect(tp).not.toHaveProperty('price')
    expect(tp).not.toHaveProperty('timeInForce')
    const sl = buildOrderInput(ctx, { ...choices, orderType: 'stop_limit' }, values)
    expect(sl).toMatchObject({ price: 59_000, stopPrice: 58_000, timeInForce: 'GTC' })
  })

  it('leaves out the reference price and its tolerance when no price was seen', () => {
    const input = buildOrderInput({ ...ctx, referencePrice: null }, choices, values)
    expect(input).not.toHaveProperty('referencePrice')
    expect(input).not.toHaveProperty('slippageTolerance')
  })
})
