import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KycReview, KycStatus, KycSubmitFields } from '../../protocol/index.ts'
import type { KycDocumentFile, KycFiles } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export type { KycDocumentFile, KycFiles }

export type ReviewQueueStatus = Exclude<KycStatus, 'not_started'>

export const kycKeys = {
  status: ['kyc', 'status'] as const,
  admin: ['admin', 'kyc'] as const,
  queue: (status: ReviewQueueStatus, page: number) => ['admin', 'kyc', status, page] as const,
}

/** The trader's own verification. */
export const useKycStatus = () =>
  useQuery({
    queryKey: kycKeys.status,
    queryFn: async () => unwrap(await getBridge().kycStatus()),
  })

function useKycWrite<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => client.setQueryData(kycKeys.status, answer),
  })
}

export const useStartKyc = () => useKycWrite(async () => unwrap(await getBridge().startKyc()))

export const useSubmitKyc = () =>
  useKycWrite(async ({ fields, files }: { fields: KycSubmitFields; files: KycFiles }) =>
    unwrap(await getBridge().submitKyc(fields, files)),
  )

/** The review queue: live, never a cached answer (another administrator may have decided). */
export const useKycQueue = (status: ReviewQueueStatus, page: number) =>
  useQuery({
    staleTime: 0,
    queryKey: kycKeys.queue(status, page),
    queryFn: async () => unwrap(await getBridge().adminListKyc({ status, page })),
    placeholderData: keepPreviousData,
  })

/** A decision changes the queue and adds an audit entry: every admin list is refetched. */
export function useReviewKyc() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, review }: { id: string; review: KycReview }) =>
      unwrap(await getBridge().adminReviewKyc(id, review)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}

/** One file of an application, as bytes for a download link. */
export const useKycDocument = () =>
  useMutation({
    mutationFn: async ({ id, docId }: { id: string; docId: string }) =>
      unwrap(await getBridge().adminKycDocument(id, docId)),
  })

/** An administrator turns a user's 2FA off (lost device); the user list and audit refetch. */
export function useResetTwoFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getBridge().adminResetTwoFactor(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
