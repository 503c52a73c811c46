import type { Holding, Portfolio, PortfolioSummary } from '../../protocol/index.ts'
import type { MarketFeed } from '../market/feed.ts'

const money = (n: number): number => Math.round(n * 100) / 100

/**
 * Values a portfolio at the feed's current prices. A symbol the feed does not know is held at
 * its average price with no 24h change, rather than dropped from the total.
 */
export function summarize(
  portfolio: Portfolio,
  holdings: readonly Holding[],
  market: MarketFeed,
): PortfolioSummary {
  const rows = holdings.map((h) => {
    const quote = market.price(h.symbol)
    const price = quote?.price ?? h.averagePrice
    return { h, value: h.quantity * price, change: h.quantity * (quote?.change24h ?? 0), price }
  })
  const totalValue = portfolio.cash + rows.reduce((sum, r) => sum + r.value, 0)
  const change24h = rows.reduce((sum, r) => sum + r.change, 0)
  const before = totalValue - change24h
  const positions: PortfolioSummary['positions'] = {}
  for (const { h, value, price } of rows) {
    positions[h.symbol] = {
      symbol: h.symbol,
      amount: h.quantity,
      value: money(value),
      unrealizedPnl: money((price - h.averagePrice) * h.quantity),
      realizedPnl: 0,
      percentage: totalValue > 0 ? Number(((value / totalValue) * 100).toFixed(4)) : 0,
      averagePrice: h.averagePrice,
    }
  }
  return {
    portfolioId: portfolio.id,
    totalValue: money(totalValue),
    cash: money(portfolio.cash),
    change24h: money(change24h),
    change24hPercent: before > 0 ? Number(((change24h / before) * 100).toFixed(4)) : 0,
    positions,
  }
}
