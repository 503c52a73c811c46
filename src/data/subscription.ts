import { useQuery } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const subscriptionKeys = { plan: ['subscription'] as const }

/** The account's plan with its limits in use; read fresh whenever it is shown. */
export const useSubscription = () =>
  useQuery({
    queryKey: subscriptionKeys.plan,
    queryFn: async () => unwrap(await getBridge().getSubscription()),
    staleTime: 0,
  })
