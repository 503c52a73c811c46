import { describe, expect, it } from 'vitest'
import type { RiskPosition } from '../../../../protocol/index.ts'
import { stressPositions } from '../../../../server/analytics/stress.ts'

const spot = (
  key: string,
  assetClass: RiskPosition['assetClass'],
  exposure: number,
): RiskPosition => ({
  key,
  symbol: key,
  assetClass,
  market: 'spot',
  source: 'exchange',
  side: 'long',
  quantity: 1,
  price: exposure,
  exposure,
  value: exposure,
  margin: null,
  liquidationPrice: null,
  distanceToLiquidation: null,
})

describe('stressPositions', () => {
  const positions: RiskPosition[] = [
    spot('BTC-USD', 'crypto', 10_000),
    spot('AAPL-USD', 'equity', 5_000),
    {
      ...spot('ETH-USD', 'crypto', 20_000),
      key: 'ETH-USD:perp',
      market: 'perp',
      margin: 1_000,
      value: 1_200,
      liquidationPrice: 0.9 * 20_000,
    },
  ]
  const [crash, equities, riskOff, vol] = stressPositions(positions, 50_000, [100, 50, 300])

  it('moves each class by its shock and liquidates a perpetual past its price', () => {
    expect(crash?.positions).toEqual([
      { key: 'BTC-USD', pnl: -3_000, liquidated: false },
      { key: 'AAPL-USD', pnl: 0, liquidated: false },
      { key: 'ETH-USD:perp', pnl: -1_200, liquidated: true },
    ])
    expect(crash?.pnl).toBe(-4_200)
    expect(crash?.pnlPercent).toBeCloseTo(-8.4, 12)
    expect(equities?.pnl).toBeCloseTo(-500, 9)
    expect(riskOff?.shocks).toEqual({ crypto: -0.2, fx: -0.02, equity: -0.08, commodity: -0.05 })
    expect(riskOff?.pnl).toBeCloseTo(-2_000 - 400 - 1_200, 9)
  })

  it('loses each position its doubled-volatility VaR contribution', () => {
    expect(vol?.volMultiplier).toBe(2)
    expect(vol?.positions.map((p) => p.pnl)).toEqual([-100, -50, -300])
    expect(vol?.positions.every((p) => !p.liquidated)).toBe(true)
  })
})
