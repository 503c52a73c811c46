import type { Settings } from '../../../protocol/index.ts'
import { getBridge } from '../../bridge/connection.ts'
import { queryClient } from '../../data/query-client.ts'
import { settingsKeys } from '../../data/settings.ts'

/** Changes trading settings from the ticket, for every tab; shown at once, then as kept. */
export function saveTradingSettings(current: Settings, patch: Partial<Settings['trading']>): void {
  const next: Settings = { ...current, trading: { ...current.trading, ...patch } }
  queryClient.setQueryData(settingsKeys.all, next)
  // SPEC §8: a settings save fails silently; the next read shows what was really kept.
  getBridge()
    .saveSettings(next)
    .then((saved) => queryClient.setQueryData(settingsKeys.all, saved))
    .catch(() => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }))
}

/** "Don't ask again": orders are sent without confirmation from now on (on every tab). */
export const stopConfirmingOrders = (current: Settings): void =>
  saveTradingSettings(current, { confirmOrders: false })
