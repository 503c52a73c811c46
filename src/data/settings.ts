import { useQuery } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'

export const settingsKeys = { all: ['settings'] as const }

/** The user's settings (SPEC §9 defaults merged with what is stored). */
export const useSettings = () =>
  useQuery({ queryKey: settingsKeys.all, queryFn: () => getBridge().getSettings() })
