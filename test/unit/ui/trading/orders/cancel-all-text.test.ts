import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import { cancelAllText } from '../../../../../src/trading/orders/cancel-all-text.ts'

describe('cancel all wording', () => {
  it('states how many orders of which symbol', () => {
    expect(cancelAllText(i18n.t, 3, 'BTC-USD')).toEqual({
      button: 'Cancel all 3 orders on BTC-USD',
      title: 'Cancel all BTC-USD orders?',
      body: 'This cancels all 3 of your active orders on BTC-USD. Filled parts stay filled.',
      confirm: 'Cancel 3 orders',
    })
  })

  it('speaks of one order in the singular and of every symbol when none is given', () => {
    const one = cancelAllText(i18n.t, 1, undefined)
    expect(one.button).toBe('Cancel all 1 order')
    expect(one.title).toBe('Cancel all orders?')
    expect(one.body).toBe('This cancels your 1 active order. Filled parts stay filled.')
    expect(one.confirm).toBe('Cancel 1 order')
  })
})
