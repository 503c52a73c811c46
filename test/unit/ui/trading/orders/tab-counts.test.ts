import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import { NO_FILTERS } from '../../../../../src/trading/orders/order-filters.ts'
import { countedLabel, tabCounts } from '../../../../../src/trading/orders/tab-counts.ts'
import { anOrder, aTrade } from './fixtures.ts'

describe('tab counts', () => {
  const orders = [
    anOrder({ id: 'a' }),
    anOrder({ id: 'b', symbol: 'ETH-USD' }),
    anOrder({ id: 'c', status: 'filled' }),
  ]
  const trades = [aTrade({ id: 't1' }), aTrade({ id: 't2', symbol: 'ETH-USD' })]

  it('counts each tab with the filters applied', () => {
    expect(tabCounts(orders, trades, NO_FILTERS)).toEqual({ active: 2, history: 1, trades: 2 })
    expect(tabCounts(orders, trades, { ...NO_FILTERS, symbol: 'ETH-USD' })).toEqual({
      active: 1,
      history: 0,
      trades: 1,
    })
  })

  it('has no number for a list not loaded yet', () => {
    expect(tabCounts(null, trades, NO_FILTERS)).toEqual({ active: null, history: null, trades: 2 })
    expect(countedLabel(i18n.t, 'Trades', null)).toBe('Trades')
    expect(countedLabel(i18n.t, 'Active orders', 0)).toBe('Active orders (0)')
  })
})
