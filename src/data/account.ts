import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  emailStatus: ['account', 'email-status'] as const,
}

/** The signed-in user's live sessions; `current` marks this browser's. */
export const useSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => unwrap(await getBridge().listSessions()),
    staleTime: 0,
  })

/** Signs one session out (`id`) or, without an id, every other session. */
export function useEndSessions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string | null) => {
      if (id === null) return unwrap(await getBridge().signOutOtherSessions()).ended
      unwrap(await getBridge().endSession(id))
      return 1
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

/** Whether the current email is verified. */
export const useEmailStatus = () =>
  useQuery({
    queryKey: accountKeys.emailStatus,
    queryFn: async () => unwrap(await getBridge().emailStatus()),
  })
