import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CreateApiKeyBody } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'
import { subscriptionKeys } from './subscription.ts'

export const apiKeysKeys = { list: ['api-keys'] as const }

/** The list, and the plan that counts the keys. */
const invalidateKeys = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: apiKeysKeys.list }),
    client.invalidateQueries({ queryKey: subscriptionKeys.plan }),
  ])

/** The user's API keys, never with their secrets. */
export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysKeys.list,
    queryFn: async () => unwrap(await getBridge().listApiKeys()),
    staleTime: 0,
  })

/** Creates a key; the answer's `key` is the secret, shown this once. */
export function useCreateApiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => unwrap(await getBridge().createApiKey(body)),
    onSettled: () => invalidateKeys(client),
  })
}

export function useRevokeApiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getBridge().revokeApiKey(id)),
    onSettled: () => invalidateKeys(client),
  })
}
