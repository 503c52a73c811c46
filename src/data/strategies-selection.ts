/**
 * SPEC §4: after the strategies are fetched, the first active strategy (else the first) is the
 * current one, until the trader picks another; deleting the current one selects the first
 * remaining. Shared by /strategy-studio and /backtesting, so a "Backtest" click carries it over.
 */
import type { Strategy } from '../../protocol/index.ts'
import { atom, useAtom } from '../app/store.ts'
import { useStrategies } from './strategies.ts'

/** The trader's pick; null (or a strategy that is gone) falls back to SPEC §4's default. */
export const chosenStrategyIdAtom = atom<string | null>(null)

export function currentStrategyOf(list: readonly Strategy[], chosen: string | null) {
  return (
    list.find((s) => s.id === chosen) ?? list.find((s) => s.status === 'active') ?? list[0] ?? null
  )
}

/** After deleting `deletedId`: the first strategy left, or none. */
export const afterDeletion = (list: readonly Strategy[], deletedId: string): string | null =>
  list.find((s) => s.id !== deletedId)?.id ?? null

export function useCurrentStrategy() {
  const strategies = useStrategies()
  const [chosen, choose] = useAtom(chosenStrategyIdAtom)
  const current = strategies.data ? currentStrategyOf(strategies.data, chosen) : null
  return { strategies, current, choose }
}
