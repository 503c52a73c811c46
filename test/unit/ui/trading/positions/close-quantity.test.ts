import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  checkCloseQuantity,
  closingSide,
} from '../../../../../src/trading/positions/close-quantity.ts'

describe('checkCloseQuantity', () => {
  it('takes a lot-aligned part of the position', () => {
    expect(checkCloseQuantity(i18n.t, '0.2', 0.5, 0.00001)).toEqual({
      quantity: 0.2,
      whole: false,
      error: null,
    })
  })

  it('knows the whole size closes the position, float noise or not', () => {
    expect(checkCloseQuantity(i18n.t, '0.5', 0.5, 0.00001)).toMatchObject({ whole: true })
    expect(checkCloseQuantity(i18n.t, '0.3', 0.1 + 0.2, 0.1)).toMatchObject({
      quantity: 0.3,
      whole: true,
    })
  })

  it('refuses more than the position, off-lot and empty quantities', () => {
    const err = (text: string) => checkCloseQuantity(i18n.t, text, 0.5, 0.00001).error
    expect(err('0.6')).toBe('Quantity must be at most the position size 0.5')
    expect(err('0.000015')).toBe('Quantity must be a multiple of the lot size 0.00001')
    expect(err('')).toBe('Enter a quantity')
    expect(err('0')).toBe('Quantity must be above 0')
    expect(err('half')).toBe('Enter a number')
  })
})

describe('closingSide', () => {
  it('sells to close a long and buys to close a short (SPEC §4)', () => {
    expect(closingSide('long')).toBe('sell')
    expect(closingSide('short')).toBe('buy')
  })
})
