import type { Portfolio, PortfolioSummary } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { listHoldings } from './holdings-repo.ts'
import { listOptionPositions, type OptionMarks } from './option-positions-repo.ts'
import { listPerpPositions } from './perp-positions-repo.ts'
import { summarize } from './summary.ts'

/** What values a portfolio: the database, the market and (when listed) the options' model. */
export type ValuationContext = Pick<AppContext, 'db' | 'market'> & { options?: OptionMarks }

/** Loads a portfolio's holdings, perpetual and option positions and values them at current prices. */
export async function valuePortfolio(
  ctx: ValuationContext,
  p: Portfolio,
): Promise<PortfolioSummary> {
  const [holdings, perps, options] = await Promise.all([
    listHoldings(ctx.db, p.id),
    listPerpPositions(ctx.db, p.id),
    listOptionPositions(ctx.db, p.id),
  ])
  return summarize(p, holdings, ctx.market, perps, {
    positions: options,
    ...(ctx.options ? { marks: ctx.options } : {}),
  })
}
