import type { Portfolio, PortfolioSummary } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { listHoldings } from './holdings-repo.ts'
import { listPerpPositions } from './perp-positions-repo.ts'
import { summarize } from './summary.ts'

/** Loads a portfolio's holdings and perpetual positions and values them at current prices. */
export async function valuePortfolio(
  ctx: Pick<AppContext, 'db' | 'market'>,
  p: Portfolio,
): Promise<PortfolioSummary> {
  const [holdings, perps] = await Promise.all([
    listHoldings(ctx.db, p.id),
    listPerpPositions(ctx.db, p.id),
  ])
  return summarize(p, holdings, ctx.market, perps)
}
