import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  describeOrder,
  displayStatus,
  formatQuoteAmount,
  sideLabel,
  statusLabel,
  typeLabel,
} from '../../../../../src/trading/orders/order-labels.ts'
import { anOrder } from './fixtures.ts'

describe('naming an order', () => {
  it('says side, quantity, symbol, type and price', () => {
    expect(describeOrder(i18n.t, anOrder())).toBe('buy 0.5 BTC-USD limit at 60,000')
  })

  it('names a stop by its trigger, a stop limit by both prices, a market order by none', () => {
    const stop = { orderType: 'stop', price: null, stopPrice: 2900 } as const
    expect(
      describeOrder(i18n.t, anOrder({ ...stop, side: 'sell', quantity: 1, symbol: 'ETH-USD' })),
    ).toBe('sell 1 ETH-USD stop at 2,900')
    expect(
      describeOrder(i18n.t, anOrder({ orderType: 'stop_limit', price: 2890.5, stopPrice: 2900 })),
    ).toBe('buy 0.5 BTC-USD stop limit at 2,890.5, stop 2,900')
    expect(describeOrder(i18n.t, anOrder({ orderType: 'market', price: null }))).toBe(
      'buy 0.5 BTC-USD market',
    )
  })
})

describe('status words', () => {
  it('shows the optimistic state while the server has not answered', () => {
    expect(displayStatus(i18n.t, anOrder({ local: 'placing', status: 'pending' }))).toBe('Placing…')
    expect(displayStatus(i18n.t, anOrder({ local: 'modifying' }))).toBe('Modifying…')
    expect(displayStatus(i18n.t, anOrder({ local: 'cancelling' }))).toBe('Cancelling…')
    expect(displayStatus(i18n.t, anOrder({ status: 'partially_filled' }))).toBe('Partially filled')
  })

  it('labels types, statuses and sides', () => {
    expect(typeLabel(i18n.t, 'take_profit')).toBe('take profit')
    expect(statusLabel(i18n.t, 'expired')).toBe('Expired')
    expect(sideLabel(i18n.t, 'sell')).toBe('Sell')
  })
})

describe('quote amounts', () => {
  it('prints USD as money, keeping fractions of a cent', () => {
    expect(formatQuoteAmount(12.5, 'BTC-USD')).toBe('$12.50')
    expect(formatQuoteAmount(0.0125, 'BTC-USD')).toBe('$0.0125')
    expect(formatQuoteAmount(-3, 'BTC-USD')).toBe('−$3.00')
  })

  it('signs gains when asked and names other quote currencies', () => {
    expect(formatQuoteAmount(7, 'BTC-USD', true)).toBe('+$7.00')
    expect(formatQuoteAmount(0, 'BTC-USD', true)).toBe('$0.00')
    expect(formatQuoteAmount(1.5, 'EUR-GBP')).toBe('1.5 GBP')
  })
})
