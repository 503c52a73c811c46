/** A hand-made risk answer shaped like the demo trader's: BTC and AAPL spot, an ETH perpetual. */
import type { RiskReport } from '../../../../protocol/analytics.ts'

const varRows = (method: 'historical' | 'parametric' | 'monte_carlo', base: number) =>
  [0.95, 0.99].flatMap((level) =>
    [1, 10].map((horizonDays) => {
      const v = base * (level === 0.99 ? 1.4 : 1) * Math.sqrt(horizonDays)
      return { method, level, horizonDays, var: v, es: v * 1.25 }
    }),
  )

export function riskReportFixture(over: Partial<RiskReport> = {}): RiskReport {
  return {
    portfolioId: 'p1',
    asOf: Date.UTC(2026, 0, 31),
    equity: 100_000,
    lookbackDays: 365,
    positions: [
      {
        key: 'BTC-USD',
        symbol: 'BTC-USD',
        assetClass: 'crypto',
        market: 'spot',
        source: 'exchange',
        side: 'long',
        quantity: 0.5,
        price: 60_000,
        exposure: 30_000,
        value: 30_000,
        margin: null,
        liquidationPrice: null,
        distanceToLiquidation: null,
      },
      {
        key: 'ETH-USD:perp',
        symbol: 'ETH-USD',
        assetClass: 'crypto',
        market: 'perp',
        source: 'exchange',
        side: 'long',
        quantity: 10,
        price: 3_000,
        exposure: 30_000,
        value: 6_000,
        margin: 6_000,
        liquidationPrice: 2_460,
        distanceToLiquidation: 0.18,
      },
      {
        key: 'AAPL-USD',
        symbol: 'AAPL-USD',
        assetClass: 'equity',
        market: 'spot',
        source: 'exchange',
        side: 'long',
        quantity: 100,
        price: 200,
        exposure: 20_000,
        value: 20_000,
        margin: null,
        liquidationPrice: null,
        distanceToLiquidation: null,
      },
    ],
    var: [
      ...varRows('historical', 2_000),
      ...varRows('parametric', 1_900),
      ...varRows('monte_carlo', 1_950),
    ],
    monteCarlo: { paths: 10_000, seed: 1, model: 'lognormal' },
    exposure: {
      long: 80_000,
      short: 0,
      gross: 80_000,
      net: 80_000,
      grossLeverage: 0.8,
      netLeverage: 0.8,
      marginUsed: 6_000,
      marginUsage: 0.06,
      byClass: [
        { assetClass: 'crypto', long: 60_000, short: 0, net: 60_000, gross: 60_000 },
        { assetClass: 'equity', long: 20_000, short: 0, net: 20_000, gross: 20_000 },
      ],
    },
    stress: [
      {
        id: 'crypto_-30',
        shocks: { crypto: -0.3, equity: 0, fx: 0, commodity: 0 },
        volMultiplier: 1,
        pnl: -15_000,
        pnlPercent: -15,
        positions: [
          { key: 'BTC-USD', pnl: -9_000, liquidated: false },
          { key: 'ETH-USD:perp', pnl: -6_000, liquidated: true },
          { key: 'AAPL-USD', pnl: 0, liquidated: false },
        ],
      },
      {
        id: 'vol_x2',
        shocks: { crypto: 0, equity: 0, fx: 0, commodity: 0 },
        volMultiplier: 2,
        pnl: -7_000,
        pnlPercent: -7,
        positions: [
          { key: 'BTC-USD', pnl: -3_000, liquidated: false },
          { key: 'ETH-USD:perp', pnl: -3_000, liquidated: false },
          { key: 'AAPL-USD', pnl: -1_000, liquidated: false },
        ],
      },
    ],
    attribution: {
      level: 0.99,
      horizonDays: 1,
      total: 2_660,
      positions: [
        { key: 'BTC-USD', componentVar: 1_200, marginalVar: 0.04, share: 1_200 / 2_660 },
        { key: 'ETH-USD:perp', componentVar: 1_300, marginalVar: 0.0433, share: 1_300 / 2_660 },
        { key: 'AAPL-USD', componentVar: 160, marginalVar: 0.008, share: 160 / 2_660 },
      ],
    },
    history: {
      times: [1, 2, 3, 4, 5, 6],
      symbols: ['BTC-USD', 'ETH-USD', 'AAPL-USD'],
      returns: [
        [0.01, -0.02, 0.015, -0.005, 0.02, -0.01],
        [0.012, -0.025, 0.02, -0.004, 0.018, -0.015],
        [0.002, 0.001, -0.003, 0.004, -0.001, 0.002],
      ],
    },
    correlation: {
      symbols: ['BTC-USD', 'ETH-USD', 'AAPL-USD'],
      matrix: [
        [1, 0.8, -0.1],
        [0.8, 1, 0.05],
        [-0.1, 0.05, 1],
      ],
    },
    ...over,
  }
}
