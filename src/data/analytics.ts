/**
 * A portfolio's analytics for one range and set of choices, through the engine. Each query is
 * its own cache entry, so going back to a range is instant; while a new one loads the last
 * answer stays on screen, and offline the last answer is what the page shows.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsRequest } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (portfolioId: string, req: AnalyticsRequest) => ['analytics', portfolioId, req] as const,
}

export const usePortfolioAnalytics = (portfolioId: string | undefined, req: AnalyticsRequest) =>
  useQuery({
    queryKey: analyticsKeys.report(portfolioId ?? '', req),
    queryFn: async () => unwrap(await getBridge().portfolioAnalytics(portfolioId ?? '', req)),
    enabled: portfolioId !== undefined,
    // The last answer of the same portfolio stays while another range loads; never another's.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === portfolioId ? keepPreviousData(previous) : undefined,
  })
