/**
 * Portfolios, their holdings and equity curves through the engine (network first, IndexedDB
 * offline), and the writes of /portfolio. A write's failure is a toast per field on a 422, else
 * the SPEC §8 message or the server's reason; other tabs hear of each write through the changes
 * feed, this one updates its cache at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  Holding,
  HoldingCreate,
  PerformanceTimeframe,
  Portfolio,
  PortfolioCreate,
  PortfolioUpdate,
} from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { failureMessages } from '../components/toast/failure-messages.ts'
import { toast } from '../components/toast/toast.ts'
import { EngineCallError, unwrap } from './query-client.ts'

export const portfolioKeys = {
  all: ['portfolios'] as const,
  holdings: (portfolioId: string) => ['holdings', portfolioId] as const,
  /** Under the holdings: adding or removing one is a flow the curve shows. */
  performance: (portfolioId: string, timeframe: PerformanceTimeframe) =>
    ['holdings', portfolioId, 'performance', timeframe] as const,
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

/** The equity curve; the previous timeframe's stays on screen while the next one loads. */
export const usePerformance = (portfolioId: string, timeframe: PerformanceTimeframe) =>
  useQuery({
    queryKey: portfolioKeys.performance(portfolioId, timeframe),
    queryFn: async () => unwrap(await getBridge().portfolioPerformance(portfolioId, timeframe)),
    placeholderData: (previous) => previous,
  })

export type ActivePortfolio =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'empty'; fromCache: boolean }
  | {
      state: 'ready'
      portfolio: Portfolio
      holdings: Holding[]
      fromCache: boolean
      /** When the saved copy on screen was made, when it is one and the time is known. */
      savedAt: number | null
    }

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
  const stamps = [list.data, holdings.data]
    .filter((d) => d.fromCache)
    .map((d) => d.savedAt ?? null)
    .filter((t): t is number => t !== null)
  return {
    state: 'ready',
    portfolio,
    holdings: holdings.data.value,
    fromCache: list.data.fromCache || holdings.data.fromCache,
    savedAt: stamps.length > 0 ? Math.min(...stamps) : null,
  }
}

/** One toast per field on a 422, else the failure's message (SPEC §8 or the server's reason). */
export function toastPortfolioFailure(err: Error): void {
  const messages = err instanceof EngineCallError ? failureMessages(err.failure) : [err.message]
  for (const m of messages) toast.error(m)
}

function usePortfolioWrite<I, T>(call: (input: I) => Promise<T>, onDone?: (value: T) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (value) => {
      onDone?.(value)
      await client.invalidateQueries({ queryKey: portfolioKeys.all })
    },
    onError: toastPortfolioFailure,
  })
}

export const useCreatePortfolio = (onDone?: (p: Portfolio) => void) =>
  usePortfolioWrite(
    async (input: PortfolioCreate) => unwrap(await getBridge().createPortfolio(input)),
    onDone,
  )

export const useUpdatePortfolio = (onDone?: (p: Portfolio) => void) =>
  usePortfolioWrite(
    async ({ id, patch }: { id: string; patch: PortfolioUpdate }) =>
      unwrap(await getBridge().updatePortfolio(id, patch)),
    onDone,
  )

export const useDeletePortfolio = (onDone?: () => void) =>
  usePortfolioWrite(async (id: string) => unwrap(await getBridge().deletePortfolio(id)), onDone)

/**
 * A manual holding. The form shows a 422's fields beside their inputs itself, so only other
 * failures become toasts here.
 */
export function useAddHolding(portfolioId: string, onDone?: (h: Holding) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: HoldingCreate) =>
      unwrap(await getBridge().addHolding(portfolioId, input)),
    onSuccess: async (h) => {
      onDone?.(h)
      await client.invalidateQueries({ queryKey: portfolioKeys.holdings(portfolioId) })
    },
    onError: (err: Error) => {
      if (!(err instanceof EngineCallError && err.status === 422)) toastPortfolioFailure(err)
    },
  })
}

export function useDeleteHolding(portfolioId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (holdingId: string) =>
      unwrap(await getBridge().deleteHolding(portfolioId, holdingId)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: portfolioKeys.holdings(portfolioId) })
    },
    onError: toastPortfolioFailure,
  })
}
