import { useQuery } from '@tanstack/react-query'
import type { Holding, Portfolio } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const portfolioKeys = {
  all: ['portfolios'] as const,
  holdings: (portfolioId: string) => ['holdings', portfolioId] as const,
}

export const usePortfolios = () =>
  useQuery({
    queryKey: portfolioKeys.all,
    queryFn: async () => unwrap(await getBridge().listPortfolios()),
  })

export const useHoldings = (portfolioId: string | undefined) =>
  useQuery({
    queryKey: portfolioKeys.holdings(portfolioId ?? ''),
    queryFn: async () => unwrap(await getBridge().listHoldings(portfolioId ?? '')),
    enabled: portfolioId !== undefined,
  })

export type ActivePortfolio =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'empty'; fromCache: boolean }
  | { state: 'ready'; portfolio: Portfolio; holdings: Holding[]; fromCache: boolean }

/** The portfolio "the portfolio" means, as the server picks it: the first active, else the first. */
export function useActivePortfolio(): ActivePortfolio {
  const list = usePortfolios()
  const portfolio = list.data && (list.data.value.find((p) => p.isActive) ?? list.data.value[0])
  const holdings = useHoldings(portfolio?.id)
  if (list.isError) return { state: 'error', message: list.error.message }
  if (!list.data) return { state: 'loading' }
  if (!portfolio) return { state: 'empty', fromCache: list.data.fromCache }
  if (holdings.isError) return { state: 'error', message: holdings.error.message }
  if (!holdings.data) return { state: 'loading' }
  return {
    state: 'ready',
    portfolio,
    holdings: holdings.data.value,
    fromCache: list.data.fromCache || holdings.data.fromCache,
  }
}
