import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AdminUserUpdate, MarketShock } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

/** How often the System tab refreshes while it is shown (and the tab is visible). */
export const STATUS_REFRESH_MS = 5_000
/** Markets: halts made by another administrator and prices move. */
const MARKETS_REFRESH_MS = 5_000

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  markets: ['admin', 'markets'] as const,
  status: ['admin', 'status'] as const,
  audit: ['admin', 'audit'] as const,
}

// Administration shows the live state: never a five-minute-old cached answer.
const live = { staleTime: 0 } as const

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    ...live,
    queryKey: adminKeys.users(q, page),
    queryFn: async () => unwrap(await getBridge().adminListUsers({ q, page })),
    placeholderData: keepPreviousData,
  })

export const useAdminMarkets = () =>
  useQuery({
    ...live,
    queryKey: adminKeys.markets,
    queryFn: async () => unwrap(await getBridge().adminListMarkets()),
    refetchInterval: MARKETS_REFRESH_MS,
  })

export const useSystemStatus = () =>
  useQuery({
    ...live,
    queryKey: adminKeys.status,
    queryFn: async () => unwrap(await getBridge().adminSystemStatus()),
    refetchInterval: STATUS_REFRESH_MS,
  })

export const useAuditLog = () =>
  useInfiniteQuery({
    ...live,
    queryKey: adminKeys.audit,
    queryFn: async ({ pageParam }) => unwrap(await getBridge().adminAuditLog(pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })

/** Every admin write changes what the lists show and adds an audit entry. */
function useAdminMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

export const useUpdateUser = () =>
  useAdminMutation(async ({ id, change }: { id: string; change: AdminUserUpdate }) =>
    unwrap(await getBridge().adminUpdateUser(id, change)),
  )

export const useHaltMarket = () =>
  useAdminMutation(async ({ symbol, reason }: { symbol: string; reason: string }) =>
    unwrap(await getBridge().adminHaltMarket(symbol, reason)),
  )

export const useResumeMarket = () =>
  useAdminMutation(async (symbol: string) => unwrap(await getBridge().adminResumeMarket(symbol)))

export const useShockMarket = () =>
  useAdminMutation(async (shock: MarketShock) => unwrap(await getBridge().adminShockMarket(shock)))
