import { describe, expect, it } from 'vitest'
import {
  ordersViewFromSearch,
  ordersViewToSearch,
} from '../../../../../src/trading/orders/filter-search.ts'
import { NO_FILTERS } from '../../../../../src/trading/orders/order-filters.ts'

describe('orders view in the URL', () => {
  it('defaults to the active tab with no filters', () => {
    expect(ordersViewFromSearch({})).toEqual({ tab: 'active', filters: NO_FILTERS })
  })

  it('reads every known filter', () => {
    const view = ordersViewFromSearch({
      tab: 'history',
      symbol: 'ETH-USD',
      side: 'sell',
      type: 'stop_limit',
      status: 'cancelled',
      from: '2024-05-01',
      to: '2024-05-31',
    })
    expect(view).toEqual({
      tab: 'history',
      filters: {
        symbol: 'ETH-USD',
        side: 'sell',
        type: 'stop_limit',
        status: 'cancelled',
        from: '2024-05-01',
        to: '2024-05-31',
      },
    })
  })

  it('drops values it does not know instead of trusting them', () => {
    const view = ordersViewFromSearch({
      tab: 'everything',
      symbol: '<script>',
      side: 'hold',
      type: 42,
      status: ['open'],
      from: '2024-02-30',
      to: '',
    })
    expect(view).toEqual({ tab: 'active', filters: NO_FILTERS })
  })

  it('writes only what differs from the default, and reads it back the same', () => {
    expect(ordersViewToSearch({ tab: 'active', filters: NO_FILTERS })).toEqual({})
    const view = {
      tab: 'trades' as const,
      filters: { ...NO_FILTERS, symbol: 'BTC-USD', from: '2024-05-01' },
    }
    const search = ordersViewToSearch(view)
    expect(search).toEqual({ tab: 'trades', symbol: 'BTC-USD', from: '2024-05-01' })
    expect(ordersViewFromSearch(search)).toEqual(view)
  })
})
