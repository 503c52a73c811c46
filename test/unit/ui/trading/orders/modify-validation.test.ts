import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  draftOf,
  onGrid,
  parseAmount,
  validateModify,
} from '../../../../../src/trading/orders/modify-validation.ts'
import { anOrder } from './fixtures.ts'

const grid = { tickSize: 0.01, lotSize: 0.001, maxQuantity: 100 }
const order = anOrder({ price: 60_000, quantity: 0.5, filledQuantity: 0.2 })

describe('amounts typed into a row', () => {
  it('reads plain and grouped numbers and refuses anything else', () => {
    expect(parseAmount(' 60000.5 ')).toBe(60_000.5)
    expect(parseAmount('60,000')).toBe(60_000)
    expect(parseAmount('.25')).toBe(0.25)
    expect(parseAmount('-3')).toBe(-3)
    for (const bad of ['', '.', '-', '1e3', '6,00', '1.2.3', 'abc', '0x10'])
      expect(parseAmount(bad)).toBeNull()
  })

  it('knows the grid the way the server does, binary floats included', () => {
    expect(onGrid(0.3, 0.1)).toBe(true)
    expect(onGrid(60_000.01, 0.01)).toBe(true)
    expect(onGrid(60_000.005, 0.01)).toBe(false)
    expect(onGrid(0.0015, 0.001)).toBe(false)
  })

  it("starts from the order's own price and quantity", () => {
    expect(draftOf(order)).toEqual({ price: '60000', quantity: '0.5' })
    expect(draftOf(anOrder({ price: null, orderType: 'market' })).price).toBe('')
  })
})

describe('validating a modification', () => {
  it('sends only the fields that changed', () => {
    expect(validateModify(i18n.t, order, { price: '61000', quantity: '0.5' }, grid)).toEqual({
      ok: true,
      patch: { price: 61_000 },
    })
    expect(validateModify(i18n.t, order, { price: '60000', quantity: '0.75' }, grid)).toEqual({
      ok: true,
      patch: { quantity: 0.75 },
    })
    expect(validateModify(i18n.t, order, draftOf(order), grid)).toEqual({ ok: true, patch: {} })
  })

  it('wants a price above zero on the tick grid', () => {
    const err = (price: string) => {
      const check = validateModify(i18n.t, order, { price, quantity: '0.5' }, grid)
      return check.ok ? {} : check.errors
    }
    expect(err('')).toEqual({ price: 'Enter a price' })
    expect(err('0')).toEqual({ price: 'Price must be greater than 0' })
    expect(err('-5')).toEqual({ price: 'Price must be greater than 0' })
    expect(err('60000.005')).toEqual({
      price: 'Price must be a multiple of the tick size 0.01',
    })
  })

  it('wants a lot-aligned quantity above what has filled and within the maximum', () => {
    const check = (quantity: string) =>
      validateModify(i18n.t, order, { price: '60000', quantity }, grid)
    expect(check('abc')).toEqual({ ok: false, errors: { quantity: 'Enter a quantity' } })
    expect(check('0')).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be greater than 0' },
    })
    expect(check('0.0005')).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be a multiple of the lot size 0.001' },
    })
    expect(check('0.2')).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be more than the 0.2 already filled' },
    })
    expect(check('100.001')).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be at most 100' },
    })
    expect(check('100')).toEqual({ ok: true, patch: { quantity: 100 } })
    expect(check('0.201')).toEqual({ ok: true, patch: { quantity: 0.201 } })
  })

  it('reports both fields at once', () => {
    expect(validateModify(i18n.t, order, { price: 'x', quantity: '' }, grid)).toEqual({
      ok: false,
      errors: { price: 'Enter a price', quantity: 'Enter a quantity' },
    })
  })

  it('does not read a price on an order that has none', () => {
    const stop = anOrder({ orderType: 'stop', price: null, stopPrice: 55_000, quantity: 1 })
    expect(validateModify(i18n.t, stop, { price: 'nonsense', quantity: '2' }, grid)).toEqual({
      ok: true,
      patch: { quantity: 2 },
    })
  })

  it('leaves the grid to the server while the symbols are unknown', () => {
    expect(validateModify(i18n.t, order, { price: '60000.005', quantity: '5000' }, null)).toEqual({
      ok: true,
      patch: { price: 60_000.005, quantity: 5000 },
    })
    expect(validateModify(i18n.t, order, { price: '60000', quantity: '0.1' }, null).ok).toBe(false)
  })
})
