import type { TFunction } from 'i18next'
import { formatUtcHourMinute } from './utc-time.ts'

/**
 * What a table shows when the engine could not reach the server and answered from IndexedDB:
 * "Offline — showing orders saved at 14:02" (UTC, as every time on these screens); null when the
 * list is live.
 */
export function savedNote(
  t: TFunction,
  update: { fromCache: boolean; asOf: number } | null,
  what: 'orders' | 'trades',
): string | null {
  if (!update?.fromCache) return null
  return t(`orders.saved.${what}`, { time: formatUtcHourMinute(update.asOf) })
}
