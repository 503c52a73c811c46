import { describe, expect, it } from 'vitest'
import { perpPosition } from '../../../../protocol/trading.ts'
import { fromDbRow, toWirePosition } from '../../../../server/perps/index.ts'

describe('toWirePosition', () => {
  it('builds a valid protocol perpPosition from a database row', () => {
    const row = fromDbRow({
      id: 'p1',
      portfolio_id: 'pf',
      symbol: 'ETH-USD',
      side: 'short',
      size: '2',
      entry_price: '3000',
      margin: '600',
      leverage: 10,
      realized_pnl: '12.5',
      funding_paid: '-0.3',
      updated_at: new Date('2026-01-01T00:00:00Z'),
    })
    const wire = perpPosition.parse(toWirePosition(row, 2900))
    expect(wire).toMatchObject({
      market: 'perp',
      side: 'short',
      size: 2,
      quantity: 2,
      entryPrice: 3000,
      markPrice: 2900,
      unrealizedPnl: 200,
      unrealizedPnlPercent: 33.3333,
      margin: 600,
      leverage: 10,
      realizedPnl: 12.5,
      fundingPaid: -0.3,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    // (6000 + 600) / (2 × 1.005)
    expect(wire.liquidationPrice).toBeCloseTo(3283.58209, 4)
  })
})
