import { describe, expect, it } from 'vitest'
import { portfolioTotals, positionLines } from '../../../../src/pages/portfolio/positions.ts'
import { holding, valuation } from './fixtures.ts'

const holdings = [
  holding('h1', 'BTC-USD', 'exchange', 0.05, 58_000),
  holding('h2', 'BTC-USD', 'manual', 0.02, 40_000),
  holding('h3', 'ETH-USD', 'manual', 0.5, 3_000),
  holding('h4', 'AAPL-USD', 'manual', 10, 180),
]

describe('the lines /portfolio lists', () => {
  it('joins each holding with its valued line and weighs it against the total value', () => {
    const lines = positionLines(holdings, valuation)
    expect(lines.map((l) => [l.key, l.kind, l.value, l.weight])).toEqual([
      ['BTC-USD', 'exchange', 3_000, 0.3],
      ['BTC-USD:manual', 'manual', 1_000, 0.1],
      ['ETH-USD:manual', 'manual', 1_500, 0.15],
      ['AAPL-USD:manual', 'manual', 2_000, 0.2],
      ['BTC-USD:perp', 'perp', 500, 0.05],
    ])
    // Weights of the lines and the cash's share make the whole.
    const sum = lines.reduce((n, l) => n + (l.weight ?? 0), 0) + valuation.cash / 10_000
    expect(sum).toBeCloseTo(1, 12)
  })

  it('lets only manual holdings be removed, and keeps a perp short signed', () => {
    const lines = positionLines(holdings, valuation)
    expect(lines.filter((l) => l.holdingId !== null).map((l) => l.holdingId)).toEqual([
      'h2',
      'h3',
      'h4',
    ])
    expect(lines.find((l) => l.kind === 'perp')?.quantity).toBe(-0.1)
  })

  it('shows the holdings without values until a valuation arrives', () => {
    const lines = positionLines(holdings, null)
    expect(lines).toHaveLength(4)
    expect(lines.every((l) => l.value === null && l.pnl === null && l.weight === null)).toBe(true)
    expect(lines[0]?.quantity).toBe(0.05)
  })

  it('sums the unrealised P&L of every line and splits cash from positions', () => {
    expect(portfolioTotals(valuation)).toEqual({
      totalValue: 10_000,
      cash: 2_000,
      positionsValue: 8_000,
      unrealizedPnl: 300 + 100 + 150 + 200 - 20,
      change24h: 100,
      change24hPercent: 1,
    })
  })
})
