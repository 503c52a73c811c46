import type { PortfolioSummary } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { listHoldings } from '../portfolios/holdings-repo.ts'
import { listPerpPositions } from '../portfolios/perp-positions-repo.ts'
import { activePortfolio } from '../portfolios/repo.ts'
import { summarize } from '../portfolios/summary.ts'

/** The user's active portfolio valued now; null when the user has none yet. */
export async function portfolioSnapshot(
  ctx: AppContext,
  userId: string,
): Promise<PortfolioSummary | null> {
  const p = await activePortfolio(ctx.db, userId)
  if (!p) return null
  const [holdings, perps] = await Promise.all([
    listHoldings(ctx.db, p.id),
    listPerpPositions(ctx.db, p.id),
  ])
  return summarize(p, holdings, ctx.market, perps)
}
