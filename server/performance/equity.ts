import type { AppContext } from '../context.ts'
import { portfolioById } from '../portfolios/repo.ts'
import { valuePortfolio } from '../portfolios/valuation.ts'

/**
 * A portfolio's equity at current prices: free cash, holdings at market and perpetuals at their
 * equity, the same valuation the portfolio summary shows, so the performance chart ends where
 * the dashboard's total stands.
 */
export const portfolioEquity =
  (ctx: Pick<AppContext, 'db' | 'market'>) =>
  async (id: string): Promise<number> => {
    const p = await portfolioById(ctx.db, id)
    if (!p) return 0
    return (await valuePortfolio(ctx, p)).totalValue
  }
