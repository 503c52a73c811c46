import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  quantityForNotional,
  quickSizeQuantity,
  resolveQuantity,
  type GridInfo,
} from '../../../../../src/trading/ticket/quantity.ts'

const btc: GridInfo = {
  base: 'BTC',
  quote: 'USD',
  tickSize: 0.01,
  lotSize: 0.00001,
  maxQuantity: 1000,
}
const eur: GridInfo = {
  base: 'EUR',
  quote: 'USD',
  tickSize: 0.00001,
  lotSize: 1000,
  maxQuantity: 1e7,
}
const usdJpy: GridInfo = {
  base: 'USD',
  quote: 'JPY',
  tickSize: 0.001,
  lotSize: 1000,
  maxQuantity: 1e7,
}

describe('quantity from a notional', () => {
  it('rounds down to the lot, so it never costs more than asked', () => {
    // 100 ÷ 67,250 = 0.0014869… → 0.00148
    expect(quantityForNotional(100, 67_250, btc.lotSize)).toBe(0.00148)
    // 500 ÷ 3,480 = 0.14367… → 0.1436 with lot 0.0001
    expect(quantityForNotional(500, 3_480, 0.0001)).toBe(0.1436)
    expect(quantityForNotional(100, 0, btc.lotSize)).toBe(0)
  })

  it('quick sizes are USD notionals, or the quantity itself when USD is the base', () => {
    expect(quickSizeQuantity(1000, 67_250, btc)).toBe(0.01486)
    // 5,000 ÷ 1.08512 = 4,607.8 EUR → 4,000 (lot 1,000); 100 USD buys no lot
    expect(quickSizeQuantity(5000, 1.08512, eur)).toBe(4000)
    expect(quickSizeQuantity(100, 1.08512, eur)).toBe(0)
    expect(quickSizeQuantity(5000, 151.482, usdJpy)).toBe(5000)
    expect(quickSizeQuantity(1000, null, btc)).toBe(0)
  })
})

describe('resolveQuantity', () => {
  it('takes a base quantity on the lot grid as it is', () => {
    expect(resolveQuantity(i18n.t, '0.5', 'base', 60_000, btc)).toEqual({
      quantity: 0.5,
      error: null,
    })
  })

  it('refuses what the server would refuse, saying why', () => {
    const err = (text: string, unit: 'base' | 'quote' = 'base', price: number | null = 60_000) =>
      resolveQuantity(i18n.t, text, unit, price, btc).error
    expect(err('')).toBe('Enter a quantity')
    expect(err('', 'quote')).toBe('Enter an amount')
    expect(err('x')).toBe('Enter a number')
    expect(err('0')).toBe('Quantity must be above 0')
    expect(err('0.000015')).toBe('Quantity must be a multiple of the lot size 0.00001')
    expect(err('1001')).toBe('Quantity must be at most 1000 BTC')
    expect(resolveQuantity(i18n.t, '500', 'base', 1.1, eur).error).toBe(
      'Quantity must be a multiple of the lot size 1000',
    )
  })

  it('converts a quote amount at the price, down to the lot', () => {
    expect(resolveQuantity(i18n.t, '100', 'quote', 67_250, btc)).toEqual({
      quantity: 0.00148,
      error: null,
    })
    expect(resolveQuantity(i18n.t, '0.5', 'quote', 67_250, btc).error).toBe(
      'The amount buys less than one lot (0.00001 BTC)',
    )
    expect(resolveQuantity(i18n.t, '100', 'quote', null, btc).error).toBe(
      'No price yet to convert the amount at',
    )
    expect(resolveQuantity(i18n.t, '100000000', 'quote', 60_000, btc).error).toBe(
      'Quantity must be at most 1000 BTC',
    )
  })
})
