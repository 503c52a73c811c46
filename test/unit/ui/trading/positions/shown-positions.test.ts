import { describe, expect, it } from 'vitest'
import type { Position } from '../../../../../protocol/trading.ts'
import { shownPositions } from '../../../../../src/trading/positions/shown-positions.ts'

const spot = (id: string, symbol: string): Position => ({
  id,
  portfolioId: 'p1',
  symbol,
  market: 'spot',
  side: 'long',
  quantity: 1,
})
const perp = (id: string, symbol: string): Position => ({
  id,
  portfolioId: 'p1',
  symbol,
  market: 'perp',
  side: 'short',
  size: 1,
  quantity: 1,
  entryPrice: 1,
  markPrice: 1,
  liquidationPrice: 2,
  unrealizedPnl: 0,
  unrealizedPnlPercent: 0,
  margin: 1,
  leverage: 1,
  realizedPnl: 0,
  fundingPaid: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
})

describe('shownPositions', () => {
  const all = [spot('s1', 'ETH-USD'), perp('p1', 'BTC-USD'), spot('s2', 'BTC-USD')]
  const ids = (list: Position[]) => list.map((p) => p.id)

  it('keeps the market asked for', () => {
    expect(ids(shownPositions(all, 'spot', undefined))).toEqual(['s1', 's2'])
    expect(ids(shownPositions(all, 'perp', undefined))).toEqual(['p1'])
    expect(ids(shownPositions(all, 'all', undefined))).toEqual(['s1', 'p1', 's2'])
  })

  it('puts the symbol on screen first, otherwise in the server’s order', () => {
    expect(ids(shownPositions(all, 'all', 'BTC-USD'))).toEqual(['p1', 's2', 's1'])
  })
})
