import type { Notification } from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'
import { notificationStmt } from '../trading/statements.ts'
import type { UnitOfWork } from '../trading/unit-of-work.ts'
import { preferenceCacheOf } from './preferences.ts'

/**
 * Records a notification in `unit` (stored and pushed once committed), unless the user turned
 * its category off: SPEC §5, a disabled category's notifications are dropped, neither stored
 * nor pushed. `preference` names the switch that governs it when that is not its category's
 * (a price alert is filed under trading but silenced by priceAlerts alone).
 */
export function notify(
  unit: UnitOfWork,
  db: Db,
  userId: string,
  n: Notification,
  preference: string = n.category,
): void {
  if (!preferenceCacheOf(db).allows(userId, preference)) return
  unit.insert(notificationStmt(userId, n))
  unit.push({ userId, channel: 'notifications', data: n })
}
