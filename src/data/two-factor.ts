import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'
import { unwrap } from './query-client.ts'

export const twoFactorKeys = { status: ['two-factor', 'status'] as const }

/** Whether 2FA is on and how many backup codes are left. */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: twoFactorKeys.status,
    queryFn: async () => unwrap(await getBridge().getTwoFactorStatus()),
  })

/** A new pending secret and its otpauth URI (nothing changes until a code confirms it). */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: async () => unwrap(await getBridge().startTwoFactorSetup()) })

/** Turns 2FA on with a code; answers the backup codes, shown this once. */
export function useConfirmTwoFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => unwrap(await getBridge().confirmTwoFactorSetup(code)),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  })
}

export function useDisableTwoFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => unwrap(await getBridge().disableTwoFactor(code)),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  })
}
