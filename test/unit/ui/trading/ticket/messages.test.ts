import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import { estimateOrder } from '../../../../../src/trading/ticket/estimate.ts'
import { feeText } from '../../../../../src/trading/ticket/estimate-text.ts'
import { orderHeadline, orderPlacedMessage } from '../../../../../src/trading/ticket/messages.ts'

describe('order messages', () => {
  it('the success toast names side, quantity, symbol and status', () => {
    expect(
      orderPlacedMessage(i18n.t, {
        side: 'buy',
        quantity: 0.5,
        symbol: 'BTC-USD',
        status: 'partially_filled',
      }),
    ).toBe('Buy 0.5 BTC-USD: partially filled')
    expect(
      orderPlacedMessage(i18n.t, {
        side: 'sell',
        quantity: 1200,
        symbol: 'ETH-USD',
        status: 'open',
      }),
    ).toBe('Sell 1,200 ETH-USD: open')
  })

  it('the confirmation heads with type, side, quantity and symbol', () => {
    expect(
      orderHeadline(i18n.t, {
        portfolioId: 'p',
        symbol: 'BTC-USD',
        side: 'sell',
        orderType: 'stop_limit',
        quantity: 0.25,
        market: 'perp',
      }),
    ).toBe('Stop limit perpetual sell 0.25 BTC-USD')
  })
})

describe('feeText', () => {
  const input = {
    market: 'spot',
    side: 'buy',
    orderType: 'limit',
    timeInForce: 'GTC',
    postOnly: false,
    reduceOnly: false,
    quantity: 10,
    price: 100,
    leverage: 1,
  } as const

  it('gives both rates for a resting limit, one otherwise', () => {
    expect(feeText(i18n.t, estimateOrder(input), 'USD')).toBe(
      '$0.20–$0.50 (maker 0.02\u00a0% / taker 0.05\u00a0%)',
    )
    expect(feeText(i18n.t, estimateOrder({ ...input, postOnly: true }), 'USD')).toBe(
      '$0.20 (maker 0.02\u00a0%)',
    )
    expect(feeText(i18n.t, estimateOrder({ ...input, orderType: 'market' }), 'USD')).toBe(
      '$0.50 (taker 0.05\u00a0%)',
    )
  })
})
