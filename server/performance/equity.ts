import { portfolioById } from '../portfolios/repo.ts'
import { valuePortfolio, type ValuationContext } from '../portfolios/valuation.ts'

/**
 * A portfolio's equity at current prices: free cash, holdings at market, perpetuals at their
 * equity and options at their mark, the same valuation the portfolio summary shows, so the performance chart ends where
 * the dashboard's total stands.
 */
export const portfolioEquity =
  (ctx: ValuationContext) =>
  async (id: string): Promise<number> => {
    const p = await portfolioById(ctx.db, id)
    if (!p) return 0
    return (await valuePortfolio(ctx, p)).totalValue
  }
