import type { AppContext } from '../context.ts'
import { listHoldings } from '../portfolios/holdings-repo.ts'
import { listPerpPositions } from '../portfolios/perp-positions-repo.ts'
import { portfolioById } from '../portfolios/repo.ts'
import { summarize } from '../portfolios/summary.ts'

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
    const [holdings, perps] = await Promise.all([
      listHoldings(ctx.db, p.id),
      listPerpPositions(ctx.db, p.id),
    ])
    return summarize(p, holdings, ctx.market, perps).totalValue
  }
