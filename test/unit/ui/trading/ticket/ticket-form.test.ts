import { describe, expect, it } from 'vitest'
import {
  emptyTicket,
  formForSymbol,
  resolveChoices,
  withPickedPrice,
} from '../../../../../src/trading/ticket/ticket-form.ts'

const defaults = { orderType: 'limit', timeInForce: 'GTC', leverage: 3 } as const

describe('resolveChoices', () => {
  it('fills in the settings’ defaults until the trader chooses', () => {
    expect(resolveChoices(emptyTicket('BTC-USD'), defaults, 'perp')).toEqual({
      orderType: 'limit',
      timeInForce: 'GTC',
      leverage: 3,
      postOnly: false,
      reduceOnly: false,
    })
    const chosen = { ...emptyTicket('BTC-USD'), orderType: 'market' as const, leverage: 7 }
    expect(resolveChoices(chosen, defaults, 'perp')).toMatchObject({
      orderType: 'market',
      leverage: 7,
    })
  })

  it('clears flags the order cannot carry', () => {
    const form = { ...emptyTicket('BTC-USD'), postOnly: true, reduceOnly: true }
    expect(resolveChoices(form, defaults, 'perp')).toMatchObject({
      postOnly: true,
      reduceOnly: true,
    })
    // post-only: limit GTC only; reduce-only and leverage: perpetuals only
    expect(resolveChoices({ ...form, timeInForce: 'IOC' }, defaults, 'perp').postOnly).toBe(false)
    expect(resolveChoices({ ...form, orderType: 'stop_limit' }, defaults, 'perp').postOnly).toBe(
      false,
    )
    expect(resolveChoices(form, defaults, 'spot')).toMatchObject({ reduceOnly: false, leverage: 1 })
  })
})

describe('formForSymbol', () => {
  it('drops another symbol’s typed values but keeps the choices', () => {
    const form = {
      ...emptyTicket('BTC-USD', 'sell'),
      price: '1',
      stopPrice: '2',
      size: '3',
      leverage: 5,
    }
    expect(formForSymbol(form, 'BTC-USD')).toBe(form)
    expect(formForSymbol(form, 'ETH-USD')).toEqual({
      ...form,
      symbol: 'ETH-USD',
      price: '',
      stopPrice: '',
      size: '',
    })
  })
})

describe('withPickedPrice', () => {
  const form = emptyTicket('BTC-USD')

  it('sets the limit price of orders that take one', () => {
    expect(withPickedPrice(form, '100.5', 'limit').price).toBe('100.5')
    expect(withPickedPrice(form, '100.5', 'stop_limit')).toMatchObject({
      price: '100.5',
      stopPrice: '',
    })
  })

  it('sets the trigger of a stop or take-profit', () => {
    expect(withPickedPrice(form, '99', 'stop')).toMatchObject({ stopPrice: '99', price: '' })
    expect(withPickedPrice(form, '99', 'take_profit').stopPrice).toBe('99')
  })

  it('turns a market order into a limit at that price', () => {
    expect(withPickedPrice(form, '99', 'market')).toMatchObject({ orderType: 'limit', price: '99' })
  })
})
