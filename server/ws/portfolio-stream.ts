import type { PortfolioSummary } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { activePortfolio } from '../portfolios/repo.ts'
import { valuePortfolio } from '../portfolios/valuation.ts'

/** The user's active portfolio valued now; null when the user has none yet. */
export async function portfolioSnapshot(
  ctx: AppContext,
  userId: string,
): Promise<PortfolioSummary | null> {
  const p = await activePortfolio(ctx.db, userId)
  return p ? valuePortfolio(ctx, p) : null
}
