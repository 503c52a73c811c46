import type { Holding, PortfolioSummary } from '../../../../protocol/index.ts'

export const holding = (
  id: string,
  symbol: string,
  source: Holding['source'],
  quantity: number,
  averagePrice: number,
): Holding => ({
  id,
  portfolioId: 'p1',
  symbol,
  source,
  quantity,
  averagePrice,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
})

type Line = PortfolioSummary['positions'][string]

export const line = (symbol: string, value: number, extra: Partial<Line> = {}): Line => ({
  symbol,
  amount: 1,
  value,
  unrealizedPnl: value / 10,
  realizedPnl: 0,
  percentage: 0,
  averagePrice: value,
  ...extra,
})

/** 10,000 in all: 2,000 cash, BTC on the exchange 3,000 and held elsewhere 1,000, ETH held
 *  elsewhere 1,500, AAPL held elsewhere 2,000, a BTC perp short worth 500. */
export const valuation: PortfolioSummary = {
  portfolioId: 'p1',
  totalValue: 10_000,
  cash: 2_000,
  change24h: 100,
  change24hPercent: 1,
  positions: {
    'BTC-USD': line('BTC-USD', 3_000),
    'BTC-USD:manual': line('BTC-USD', 1_000, { source: 'manual' }),
    'ETH-USD:manual': line('ETH-USD', 1_500, { source: 'manual' }),
    'AAPL-USD:manual': line('AAPL-USD', 2_000, { source: 'manual' }),
    'BTC-USD:perp': line('BTC-USD', 500, { market: 'perp', amount: -0.1, unrealizedPnl: -20 }),
  },
}
