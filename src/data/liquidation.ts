/**
 * The server's liquidation warnings for this tab: watched while something shows them (the
 * positions panel), kept for a minute after the last one per position, and toasted at most once
 * per position per minute.
 */
import type { LiquidationWarning } from '../../workers/engine/api.ts'
import { atom, useAtomValue } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { toast } from '../components/toast/toast.ts'
import {
  WARNING_SHOWN_MS,
  pruneWarnings,
  shouldToast,
  warningText,
  withWarning,
  type ReceivedWarning,
} from '../trading/positions/liquidation-warnings.ts'

const lastToasted = new Map<string, number>()

export const liquidationWarningsAtom = atom<ReceivedWarning[]>([])

liquidationWarningsAtom.onMount = (set) => {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const stop = subscribe<LiquidationWarning>(
    (cb) => getBridge().watchLiquidationWarnings(cb),
    (warning) => {
      const now = Date.now()
      set((list) => withWarning(pruneWarnings(list, now), { ...warning, receivedAt: now }))
      if (shouldToast(lastToasted, warning.positionId, now)) toast.warning(warningText(warning))
      const timer = setTimeout(() => {
        timers.delete(timer)
        set((list) => pruneWarnings(list, Date.now()))
      }, WARNING_SHOWN_MS)
      timers.add(timer)
    },
  )
  return () => {
    stop()
    for (const t of timers) clearTimeout(t)
  }
}

/** Recent warnings, one per position (the latest). */
export const useLiquidationWarnings = (): ReceivedWarning[] => useAtomValue(liquidationWarningsAtom)
