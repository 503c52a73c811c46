import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import type { Position } from '../../../../../protocol/index.ts'
import type { OrderView } from '../../../../../workers/engine/api.ts'
import { chartLines, onTick } from '../../../../../src/trading/workspace/chart-lines.ts'

const order = (o: Partial<OrderView>): OrderView => ({
  id: 'o1',
  clientOrderId: null,
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'buy',
  orderType: 'limit',
  quantity: 2,
  price: 60_000,
  stopPrice: null,
  timeInForce: 'GTC',
  postOnly: false,
  reduceOnly: false,
  leverage: 1,
  status: 'open',
  filledQuantity: 0.5,
  averagePrice: null,
  fees: 0,
  reason: null,
  createdAt: '2026-11-23T00:00:00Z',
  updatedAt: '2026-11-23T00:00:00Z',
  local: 'confirmed',
  ...o,
})

const perp: Position = {
  id: 'x1',
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'perp',
  side: 'long',
  size: 0.1,
  quantity: 0.1,
  entryPrice: 61_000,
  markPrice: 61_500,
  liquidationPrice: 55_200,
  unrealizedPnl: 50,
  unrealizedPnlPercent: 8,
  margin: 610,
  leverage: 10,
  realizedPnl: 0,
  fundingPaid: 0,
  updatedAt: '2026-11-23T00:00:00Z',
}

describe('chart lines of the trader’s orders and positions', () => {
  it('draws resting orders of the symbol with what remains to fill; only confirmed limits drag', () => {
    const lines = chartLines(
      i18n.t,
      [
        order({}),
        order({ id: 'o2', side: 'sell', orderType: 'stop', price: null, stopPrice: 58_000 }),
        order({ id: 'o3', local: 'modifying' }),
        order({ id: 'o4', status: 'filled' }),
        order({ id: 'o5', symbol: 'ETH-USD' }),
      ],
      [],
      'BTC-USD',
    )
    expect(lines.map((l) => [l.id, l.price, l.kind, l.draggable, l.label])).toEqual([
      ['o1', 60_000, 'order-buy', true, 'Buy 1.5'],
      ['o2', 58_000, 'order-sell', false, 'Sell 1.5'],
      ['o3', 60_000, 'order-buy', false, 'Buy 1.5'],
    ])
  })

  it('draws a perpetual’s entry and liquidation price, not a spot holding', () => {
    const spot: Position = {
      id: 's1',
      portfolioId: 'p1',
      symbol: 'BTC-USD',
      market: 'spot',
      side: 'long',
      quantity: 1,
    }
    const lines = chartLines(i18n.t, [], [perp, spot], 'BTC-USD')
    expect(lines.map((l) => [l.id, l.price, l.kind])).toEqual([
      ['entry:x1', 61_000, 'position'],
      ['liq:x1', 55_200, 'liquidation'],
    ])
  })

  it('puts a dragged price on the tick grid, never below one tick', () => {
    expect(onTick(60_123.456, 0.01)).toBe(60_123.46)
    expect(onTick(1.234_567, 0.0001)).toBe(1.2346)
    expect(onTick(0.000_01, 0.01)).toBe(0.01)
    expect(onTick(0.3, 0.1)).toBe(0.3)
  })
})
