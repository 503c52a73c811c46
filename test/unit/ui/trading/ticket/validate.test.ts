import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import type { GridInfo } from '../../../../../src/trading/ticket/quantity.ts'
import {
  emptyTicket,
  resolveChoices,
  type TicketForm,
} from '../../../../../src/trading/ticket/ticket-form.ts'
import {
  checkLeverage,
  readTicket,
  visibleErrors,
} from '../../../../../src/trading/ticket/validate.ts'

const btc: GridInfo = {
  base: 'BTC',
  quote: 'USD',
  tickSize: 0.01,
  lotSize: 0.00001,
  maxQuantity: 1000,
}
const defaults = { orderType: 'limit', timeInForce: 'GTC', leverage: 1 } as const

function read(
  patch: Partial<TicketForm>,
  market: 'spot' | 'perp' = 'spot',
  last: number | null = 100,
) {
  const form = { ...emptyTicket('BTC-USD'), ...patch }
  return readTicket(i18n.t, form, resolveChoices(form, defaults, market), market, btc, last)
}

describe('readTicket', () => {
  it('reads a valid limit order', () => {
    const r = read({ price: '99.5', size: '0.5' })
    expect(r.errors).toEqual({})
    expect(r).toMatchObject({ quantity: 0.5, price: 99.5, stopPrice: null, fillPrice: 99.5 })
  })

  it('puts each message next to its field', () => {
    expect(read({ price: '', size: '' }).errors).toEqual({
      price: 'Enter a price',
      size: 'Enter a quantity',
    })
    expect(read({ price: '100.005', size: '1' }).errors.price).toBe(
      'Price must be a multiple of the tick size 0.01',
    )
    expect(read({ price: '0', size: '1' }).errors.price).toBe('Price must be above 0')
  })

  it('keeps prices within 5x of the last price, as the server does', () => {
    expect(read({ price: '600', size: '1' }).errors.price).toBe(
      'Price must be between 20.00 and 500.00',
    )
    expect(read({ price: '600', size: '1' }, 'spot', null).errors.price).toBeUndefined()
  })

  it('asks each order type for its own prices only', () => {
    expect(read({ orderType: 'stop_limit', size: '1' }).errors).toEqual({
      price: 'Enter a limit price',
      stopPrice: 'Enter a stop price',
    })
    expect(read({ orderType: 'take_profit', size: '1' }).errors).toEqual({
      stopPrice: 'Enter a trigger price',
    })
    expect(read({ orderType: 'market', price: 'junk', size: '1' }).errors).toEqual({})
  })

  it('fills a market order at the last price and a stop at its trigger', () => {
    expect(read({ orderType: 'market', size: '1' }).fillPrice).toBe(100)
    expect(read({ orderType: 'stop', stopPrice: '110', size: '1' }).fillPrice).toBe(110)
  })

  it('converts a quote amount at the order’s own price', () => {
    // 1,000 ÷ 80 = 12.5 BTC
    expect(read({ price: '80', size: '1000', sizeUnit: 'quote' }).quantity).toBe(12.5)
  })

  it('checks leverage against the tier of the order’s notional on perpetuals', () => {
    // 0.5 × 100 = 50: tier ≤ 50,000 allows 50x
    expect(read({ price: '100', size: '0.5', leverage: 50 }, 'perp').errors).toEqual({})
    // 900 × 100 = 90,000: tier ≤ 250,000 allows 25x
    expect(read({ price: '100', size: '900', leverage: 30 }, 'perp').errors.leverage).toBe(
      'Leverage above 25x is not allowed for an order this size',
    )
    expect(
      read({ price: '100', size: '900', leverage: 30, reduceOnly: true }, 'perp').errors,
    ).toEqual({})
  })
})

describe('checkLeverage', () => {
  it('wants a whole number from 1 to 50', () => {
    expect(checkLeverage(i18n.t, 0, null)).toBe('Leverage must be a whole number from 1 to 50')
    expect(checkLeverage(i18n.t, 2.5, null)).toBe('Leverage must be a whole number from 1 to 50')
    expect(checkLeverage(i18n.t, 51, null)).toBe('Leverage must be a whole number from 1 to 50')
    expect(checkLeverage(i18n.t, 50, null)).toBeNull()
  })

  it('caps it by the margin tier', () => {
    expect(checkLeverage(i18n.t, 10, 1_000_000)).toBeNull()
    expect(checkLeverage(i18n.t, 11, 1_000_000)).toBe(
      'Leverage above 10x is not allowed for an order this size',
    )
  })
})

describe('visibleErrors', () => {
  const errors = { price: 'Enter a price', size: 'Enter a number', leverage: 'too high' }

  it('shows a field’s message once something is typed in it, before any attempt', () => {
    expect(visibleErrors(errors, { price: '', stopPrice: '', size: 'x' }, false)).toEqual({
      size: 'Enter a number',
      leverage: 'too high',
    })
  })

  it('shows every message after an attempt to send', () => {
    expect(visibleErrors(errors, { price: '', stopPrice: '', size: '' }, true)).toEqual(errors)
  })
})
