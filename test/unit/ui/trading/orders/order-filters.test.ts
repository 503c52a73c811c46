import { describe, expect, it } from 'vitest'
import {
  filterOrders,
  filterTrades,
  hasFilters,
  isActiveOrder,
  latestFills,
  NO_FILTERS,
  sortNewestFirst,
  splitOrders,
  symbolsOf,
} from '../../../../../src/trading/orders/order-filters.ts'
import { anOrder, aTrade } from './fixtures.ts'

describe('active and history', () => {
  it('counts pending, open and partially filled as active, everything else as history', () => {
    expect(isActiveOrder({ status: 'pending' })).toBe(true)
    expect(isActiveOrder({ status: 'open' })).toBe(true)
    expect(isActiveOrder({ status: 'partially_filled' })).toBe(true)
    for (const status of ['filled', 'cancelled', 'rejected', 'expired'] as const)
      expect(isActiveOrder({ status })).toBe(false)
  })

  it('splits the list, each side newest first', () => {
    const orders = [
      anOrder({ id: 'old-open', createdAt: '2024-05-01T09:00:00Z' }),
      anOrder({ id: 'filled', status: 'filled', updatedAt: '2024-05-01T12:00:00Z' }),
      anOrder({ id: 'new-open', status: 'pending', createdAt: '2024-05-01T11:00:00Z' }),
      anOrder({ id: 'cancelled', status: 'cancelled', updatedAt: '2024-05-02T08:00:00Z' }),
    ]
    const { active, history } = splitOrders(orders)
    expect(active.map((o) => o.id)).toEqual(['new-open', 'old-open'])
    expect(history.map((o) => o.id)).toEqual(['cancelled', 'filled'])
  })

  it('takes a cancelled order out of the active list once the server confirms it', () => {
    const cancelling = anOrder({ local: 'cancelling' })
    expect(splitOrders([cancelling]).active).toHaveLength(1)
    const cancelled = anOrder({ status: 'cancelled', local: 'confirmed' })
    expect(splitOrders([cancelled]).active).toHaveLength(0)
    expect(splitOrders([cancelled]).history).toHaveLength(1)
  })

  it('sorts newest first and keeps the given order for equal times', () => {
    const items = [
      { id: 'a', t: 1 },
      { id: 'b', t: 3 },
      { id: 'c', t: 3 },
      { id: 'd', t: 2 },
    ]
    expect(sortNewestFirst(items, (x) => x.t).map((x) => x.id)).toEqual(['b', 'c', 'd', 'a'])
  })
})

describe('filters', () => {
  const orders = [
    anOrder({ id: 'btc-buy-limit' }),
    anOrder({ id: 'eth-sell-stop', symbol: 'ETH-USD', side: 'sell', orderType: 'stop' }),
    anOrder({ id: 'btc-sell-filled', side: 'sell', status: 'filled' }),
  ]
  const ids = (list: { id: string }[]) => list.map((o) => o.id)

  it('lets everything through with no filter set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false)
    expect(filterOrders(orders, NO_FILTERS)).toHaveLength(3)
  })

  it('filters by symbol, side, type and status together', () => {
    expect(ids(filterOrders(orders, { ...NO_FILTERS, symbol: 'BTC-USD' }))).toEqual([
      'btc-buy-limit',
      'btc-sell-filled',
    ])
    expect(ids(filterOrders(orders, { ...NO_FILTERS, side: 'sell', type: 'stop' }))).toEqual([
      'eth-sell-stop',
    ])
    expect(ids(filterOrders(orders, { ...NO_FILTERS, status: 'filled' }))).toEqual([
      'btc-sell-filled',
    ])
    expect(filterOrders(orders, { ...NO_FILTERS, symbol: 'ETH-USD', side: 'buy' })).toEqual([])
    expect(hasFilters({ ...NO_FILTERS, side: 'buy' })).toBe(true)
  })

  it('includes both ends of the day range, counted in UTC', () => {
    const at = (id: string, createdAt: string) => anOrder({ id, createdAt, updatedAt: createdAt })
    const list = [
      at('before', '2024-04-30T23:59:59.999Z'),
      at('first-moment', '2024-05-01T00:00:00.000Z'),
      at('last-moment', '2024-05-02T23:59:59.999Z'),
      at('after', '2024-05-03T00:00:00.000Z'),
      // 01:30 on 3 May in UTC+2 is still 2 May in UTC
      at('offset', '2024-05-03T01:30:00+02:00'),
    ]
    const range = { ...NO_FILTERS, from: '2024-05-01', to: '2024-05-02' }
    expect(ids(filterOrders(list, range))).toEqual(['first-moment', 'last-moment', 'offset'])
    expect(ids(filterOrders(list, { ...NO_FILTERS, from: '2024-05-03' }))).toEqual(['after'])
    expect(ids(filterOrders(list, { ...NO_FILTERS, to: '2024-04-30' }))).toEqual(['before'])
  })

  it('dates an active order by when it was placed and a finished one by when it ended', () => {
    const filled = anOrder({
      status: 'filled',
      createdAt: '2024-05-01T10:00:00Z',
      updatedAt: '2024-05-04T10:00:00Z',
    })
    const open = anOrder({ createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-04T10:00:00Z' })
    const may4 = { ...NO_FILTERS, from: '2024-05-04', to: '2024-05-04' }
    expect(filterOrders([filled], may4)).toHaveLength(1)
    expect(filterOrders([open], may4)).toHaveLength(0)
  })

  it('applies symbol, side and days to fills and ignores type and status', () => {
    const trades = [
      aTrade({ id: 'a', timestamp: '2024-05-01T10:00:00Z' }),
      aTrade({ id: 'b', side: 'sell', timestamp: '2024-05-02T10:00:00Z' }),
      aTrade({ id: 'c', symbol: 'ETH-USD', timestamp: '2024-05-02T11:00:00Z' }),
    ]
    const f = { ...NO_FILTERS, type: 'stop', status: 'filled', from: '2024-05-02' } as const
    expect(ids(filterTrades(trades, f))).toEqual(['b', 'c'])
    expect(ids(filterTrades(trades, { ...NO_FILTERS, symbol: 'BTC-USD', side: 'buy' }))).toEqual([
      'a',
    ])
  })

  it('lists each symbol once, alphabetically, from orders and fills', () => {
    expect(symbolsOf(orders, [aTrade({ symbol: 'AAPL-USD' }), aTrade()])).toEqual([
      'AAPL-USD',
      'BTC-USD',
      'ETH-USD',
    ])
  })
})

describe('fills', () => {
  it('keeps the newest 1000, newest first', () => {
    const start = Date.parse('2024-05-01T00:00:00Z')
    const trades = Array.from({ length: 1005 }, (_, i) =>
      aTrade({ id: `t${i}`, timestamp: new Date(start + i * 1000).toISOString() }),
    )
    const kept = latestFills(trades)
    expect(kept).toHaveLength(1000)
    expect(kept[0]?.id).toBe('t1004')
    expect(kept.at(-1)?.id).toBe('t5')
  })
})
