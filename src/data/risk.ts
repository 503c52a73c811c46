import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RiskOptions } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const riskKeys = {
  all: ['risk'] as const,
  report: (portfolioId: string, options: RiskOptions) =>
    ['risk', portfolioId, options.lookbackDays ?? null, options.paths ?? null] as const,
}

/**
 * The server's risk answer for a portfolio. While a new lookback or path count loads, the last
 * answer stays on screen (marked as updating) instead of a blank page.
 */
export const useRiskReport = (portfolioId: string | undefined, options: RiskOptions = {}) =>
  useQuery({
    queryKey: riskKeys.report(portfolioId ?? '', options),
    queryFn: async () => unwrap(await getBridge().portfolioRisk(portfolioId ?? '', options)),
    enabled: portfolioId !== undefined,
    placeholderData: keepPreviousData,
  })
