import { LOOKBACK_DAYS_DEFAULT, MC_PATHS_DEFAULT } from '../../../protocol/analytics.ts'
import { atom } from '../../app/store.ts'

/** The choices the risk pages share, so a lookback picked on /risk holds on /risk-attribution. */
export const riskOptionsAtom = atom({
  lookbackDays: LOOKBACK_DAYS_DEFAULT,
  paths: MC_PATHS_DEFAULT,
})

export const LOOKBACK_CHOICES = [30, 90, 180, 365, 730, 1095] as const
export const PATH_CHOICES = [1_000, 10_000, 50_000, 100_000] as const
