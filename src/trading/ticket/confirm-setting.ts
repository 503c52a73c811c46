import type { Settings } from '../../../protocol/index.ts'
import { getBridge } from '../../bridge/connection.ts'
import { queryClient } from '../../data/query-client.ts'
import { settingsKeys } from '../../data/settings.ts'

/** "Don't ask again": orders are sent without confirmation from now on (on every tab). */
export function stopConfirmingOrders(current: Settings): void {
  const next: Settings = { ...current, trading: { ...current.trading, confirmOrders: false } }
  queryClient.setQueryData(settingsKeys.all, next)
  // SPEC §8: a settings save fails silently; the next read shows what was really kept.
  getBridge()
    .saveSettings(next)
    .then((saved) => queryClient.setQueryData(settingsKeys.all, saved))
    .catch(() => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }))
}
