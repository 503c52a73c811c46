import type { PortfolioSummary } from '../../../protocol/index.ts'
import type { PortfolioSummaryUpdate } from '../../../workers/engine/api.ts'
import { usePortfolioSummary } from '../../data/portfolio-summary.ts'

/**
 * The server's live valuation when it is of `portfolioId`: the push values the active portfolio,
 * and right after a switch the last one may still be the previous portfolio's.
 */
export function useValuation(portfolioId: string | undefined): {
  valuation: PortfolioSummary | null
  update: PortfolioSummaryUpdate | null
} {
  const update = usePortfolioSummary()
  const valuation =
    portfolioId !== undefined && update?.summary?.portfolioId === portfolioId
      ? update.summary
      : null
  return { valuation, update: valuation ? update : null }
}
