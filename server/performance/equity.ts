import type { AppContext } from '../context.ts'
import { listHoldings } from '../portfolios/holdings-repo.ts'
import { portfolioById } from '../portfolios/repo.ts'
import { summarize } from '../portfolios/summary.ts'

/**
 * A portfolio's equity at current prices: cash plus holdings at market, the same valuation the
 * portfolio summary shows, so the performance chart ends where the dashboard's total stands.
 */
export const portfolioEquity =
  (ctx: Pick<AppContext, 'db' | 'market'>) =>
  async (id: string): Promise<number> => {
    const p = await portfolioById(ctx.db, id)
    if (!p) return 0
    return summarize(p, await listHoldings(ctx.db, p.id), ctx.market).totalValue
  }
