import { describe, expect, it } from 'vitest'
import type { PerpPosition } from '../../../../../protocol/trading.ts'
import * as server from '../../../../../server/perps/pnl.ts'
import {
  livePerp,
  unrealizedPnl,
  unrealizedPnlPercent,
} from '../../../../../src/trading/positions/pnl.ts'

const position: PerpPosition = {
  id: 'pos1',
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'perp',
  side: 'long',
  size: 0.5,
  quantity: 0.5,
  entryPrice: 60_000,
  markPrice: 60_400,
  liquidationPrice: 54_271.36,
  unrealizedPnl: 200,
  unrealizedPnlPercent: 6.6667,
  margin: 3_000,
  leverage: 10,
  realizedPnl: 0,
  fundingPaid: 1.2,
  updatedAt: '2025-01-01T00:00:00.000Z',
}

describe('unrealised P&L, as the server computes it', () => {
  it('a long gains as the mark rises, a short loses', () => {
    // (61,000 − 60,000) × 0.5 = 500
    expect(unrealizedPnl('long', 60_000, 61_000, 0.5)).toBe(500)
    expect(unrealizedPnl('short', 60_000, 61_000, 0.5)).toBe(-500)
    expect(unrealizedPnl('short', 60_000, 59_000, 0.5)).toBe(500)
  })

  it('matches the server’s functions', () => {
    for (const side of ['long', 'short'] as const)
      for (const [entry, mark, size, margin] of [
        [60_000, 61_234.5, 0.5, 3_000],
        [1.08512, 1.07, 5_000, 100],
        [3_480, 3_480, 2, 0],
      ] as const) {
        const pnl = unrealizedPnl(side, entry, mark, size)
        expect(pnl).toBe(server.unrealizedPnl(side, entry, mark, size))
        expect(unrealizedPnlPercent(pnl, margin)).toBe(server.unrealizedPnlPercent(pnl, margin))
      }
  })

  it('ROE is the P&L over the margin, in percent', () => {
    // 10x long up 1 %: 300 on 3,000 margin = 10 %
    expect(unrealizedPnlPercent(300, 3_000)).toBe(10)
    expect(unrealizedPnlPercent(300, 0)).toBe(0)
  })
})

describe('livePerp', () => {
  it('values the position at the live mark', () => {
    const live = livePerp(position, 61_000)
    expect(live.markPrice).toBe(61_000)
    expect(live.unrealizedPnl).toBe(500)
    expect(live.unrealizedPnlPercent).toBeCloseTo(16.666667, 5)
    expect(live.notional).toBe(30_500)
  })

  it('keeps the server’s valuation until a live price arrives', () => {
    expect(livePerp(position, null)).toEqual({
      markPrice: 60_400,
      unrealizedPnl: 200,
      unrealizedPnlPercent: 6.6667,
      notional: 30_200,
    })
  })
})
