import { describe, expect, it } from 'vitest'
import {
  portfolioSummary,
  type Holding,
  type MarketPrice,
  type Portfolio,
} from '../../../../protocol/index.ts'
import type { MarketFeed } from '../../../../server/market/feed.ts'
import { fromDbRow, type PerpPositionRecord } from '../../../../server/perps/wire.ts'
import { summarize } from '../../../../server/portfolios/summary.ts'

const portfolio = (cash: number): Portfolio => ({
  id: 'pf',
  name: 'Main',
  description: null,
  isActive: true,
  cash,
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const holding = (symbol: string, quantity: number, averagePrice: number): Holding => ({
  id: `h-${symbol}`,
  portfolioId: 'pf',
  symbol,
  source: 'exchange',
  quantity,
  averagePrice,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const perp = (
  symbol: string,
  side: 'long' | 'short',
  size: number,
  entry: number,
  margin: number,
  realizedPnl = 0,
): PerpPositionRecord =>
  fromDbRow({
    id: `p-${symbol}`,
    portfolio_id: 'pf',
    symbol,
    side,
    size: String(size),
    entry_price: String(entry),
    margin: String(margin),
    leverage: Math.round((size * entry) / margin),
    realized_pnl: String(realizedPnl),
    funding_paid: '0',
    updated_at: new Date('2026-01-01T00:00:00Z'),
  })

type Quote = { price: number; change24h?: number; mark?: number }

/** A feed with fixed last prices, 24h changes and mark prices. */
const feed = (quotes: Record<string, Quote>): Pick<MarketFeed, 'price' | 'markPrice'> => ({
  price: (symbol): MarketPrice | undefined => {
    const q = quotes[symbol]
    if (!q) return undefined
    return {
      symbol,
      price: q.price,
      change24h: q.change24h ?? 0,
      change24hPercent: 0,
      volume24h: 0,
      high24h: q.price,
      low24h: q.price,
      lastUpdate: 0,
    }
  },
  markPrice: (symbol) => quotes[symbol]?.mark,
})

describe('summarize with spot holdings only', () => {
  it('values holdings at market, unknown symbols at their average price', () => {
    const s = summarize(
      portfolio(1000),
      [holding('BTC-USD', 2, 50_000), holding('XYZ-USD', 10, 5)],
      feed({ 'BTC-USD': { price: 51_000, change24h: 500 } }),
      [],
    )
    expect(s.cash).toBe(1000)
    expect(s.totalValue).toBe(1000 + 102_000 + 50)
    expect(s.change24h).toBe(1000)
    expect(s.positions['BTC-USD']).toEqual({
      symbol: 'BTC-USD',
      amount: 2,
      value: 102_000,
      unrealizedPnl: 2000,
      realizedPnl: 0,
      percentage: Number(((102_000 / 103_050) * 100).toFixed(4)),
      averagePrice: 50_000,
    })
    expect(s.positions['XYZ-USD']).toMatchObject({ value: 50, unrealizedPnl: 0 })
  })
})

describe('summarize with perpetual positions', () => {
  it('values a long in profit at margin + unrealized P&L, margin taken out of cash', () => {
    // 0.2 BTC at 50 000 with 10x: 1 000 margin, already inside the 10 000 of cash.
    const s = summarize(
      portfolio(10_000),
      [],
      feed({ 'BTC-USD': { price: 51_000, mark: 51_000 } }),
      [perp('BTC-USD', 'long', 0.2, 50_000, 1000, 12.5)],
    )
    expect(portfolioSummary.parse(s)).toEqual(s)
    expect(s.cash).toBe(9000)
    expect(s.totalValue).toBe(10_200)
    expect(s.positions['BTC-USD:perp']).toEqual({
      symbol: 'BTC-USD',
      market: 'perp',
      amount: 0.2,
      value: 1200,
      unrealizedPnl: 200,
      realizedPnl: 12.5,
      percentage: Number(((1200 / 10_200) * 100).toFixed(4)),
      averagePrice: 50_000,
    })
    expect(s.positions['BTC-USD']).toBeUndefined()
  })

  it('values a long in loss below its margin', () => {
    const s = summarize(
      portfolio(10_000),
      [],
      feed({ 'BTC-USD': { price: 49_000, mark: 49_000 } }),
      [perp('BTC-USD', 'long', 0.2, 50_000, 1000)],
    )
    expect(s.positions['BTC-USD:perp']).toMatchObject({ value: 800, unrealizedPnl: -200 })
    expect(s.totalValue).toBe(9800)
  })

  it('values a short with a negative amount: loss when the mark rises, profit when it falls', () => {
    const short = [perp('ETH-USD', 'short', 1, 3000, 600)]
    const up = summarize(
      portfolio(5000),
      [],
      feed({ 'ETH-USD': { price: 3100, mark: 3100 } }),
      short,
    )
    expect(up.positions['ETH-USD:perp']).toMatchObject({
      market: 'perp',
      amount: -1,
      value: 500,
      unrealizedPnl: -100,
      averagePrice: 3000,
    })
    expect(up.cash).toBe(4400)
    expect(up.totalValue).toBe(4900)

    const down = summarize(
      portfolio(5000),
      [],
      feed({ 'ETH-USD': { price: 2850, mark: 2850 } }),
      short,
    )
    expect(down.positions['ETH-USD:perp']).toMatchObject({ value: 750, unrealizedPnl: 150 })
    expect(down.totalValue).toBe(5150)
  })

  it('does not count margin twice: at the entry price the total is the cash', () => {
    const perps = [
      perp('BTC-USD', 'long', 0.1, 60_000, 600),
      perp('ETH-USD', 'short', 2, 3000, 1200),
    ]
    const s = summarize(
      portfolio(100_000),
      [],
      feed({ 'BTC-USD': { price: 60_000, mark: 60_000 }, 'ETH-USD': { price: 3000, mark: 3000 } }),
      perps,
    )
    expect(s.cash).toBe(100_000 - 1800)
    expect(s.totalValue).toBe(100_000)
    const shares = Object.values(s.positions).reduce((n, p) => n + p.percentage, 0)
    expect(shares + (s.cash / s.totalValue) * 100).toBeCloseTo(100, 3)
  })

  it('falls back to the entry price when there is no mark price', () => {
    const s = summarize(portfolio(2000), [], feed({}), [perp('SOL-USD', 'long', 10, 150, 300)])
    expect(s.positions['SOL-USD:perp']).toMatchObject({ value: 300, unrealizedPnl: 0 })
    expect(s.totalValue).toBe(2000)
    expect(s.change24h).toBe(0)
  })

  it('values by the mark price, not the last trade', () => {
    const s = summarize(
      portfolio(10_000),
      [],
      feed({ 'BTC-USD': { price: 52_000, mark: 50_500 } }),
      [perp('BTC-USD', 'long', 0.2, 50_000, 1000)],
    )
    expect(s.positions['BTC-USD:perp']?.unrealizedPnl).toBe(100)
  })

  it('shows a spot holding and a perpetual of the same symbol side by side', () => {
    const s = summarize(
      portfolio(20_000),
      [holding('BTC-USD', 1, 40_000)],
      feed({ 'BTC-USD': { price: 50_000, mark: 50_000, change24h: 1000 } }),
      [perp('BTC-USD', 'short', 0.5, 52_000, 2600)],
    )
    expect(Object.keys(s.positions).sort()).toEqual(['BTC-USD', 'BTC-USD:perp'])
    expect(s.positions['BTC-USD']).toMatchObject({
      amount: 1,
      value: 50_000,
      unrealizedPnl: 10_000,
    })
    expect(s.positions['BTC-USD']).not.toHaveProperty('market')
    expect(s.positions['BTC-USD:perp']).toMatchObject({
      market: 'perp',
      amount: -0.5,
      value: 3600,
      unrealizedPnl: 1000,
    })
    expect(s.cash).toBe(17_400)
    expect(s.totalValue).toBe(17_400 + 50_000 + 3600)
    // The short hedges half of the spot's 24h move.
    expect(s.change24h).toBe(1000 - 500)
  })
})
