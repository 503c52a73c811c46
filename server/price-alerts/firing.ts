import type { Db } from '../db/types.ts'
import { notify } from '../notifications/deliver.ts'
import type { Publisher } from '../trading/service.ts'
import { mergeUnits, UnitOfWork } from '../trading/unit-of-work.ts'
import type { Firing } from './evaluator.ts'
import { firingNotification, PRICE_ALERT_PREFERENCE_CATEGORY } from './firing-notice.ts'
import { firingStmt } from './repo.ts'

/**
 * Stores each firing (when, how many, switched off if `once`) with its notification in one
 * commit, then pushes the notification. Commits run one at a time, in firing order. With the
 * trader's priceAlerts switched off the firing is still recorded, only the notification is
 * dropped (SPEC §5).
 */
export function firingRecorder(
  db: Db,
  publisher: Pick<Publisher, 'publish'>,
  warn: (err: unknown) => void,
) {
  let tail = Promise.resolve()
  const record = async (f: Firing): Promise<void> => {
    const unit = new UnitOfWork()
    unit.put(`price-alert:${f.alert.id}`, firingStmt(f.alert.id, new Date(f.at), f.deactivated))
    notify(unit, db, f.alert.userId, firingNotification(f), PRICE_ALERT_PREFERENCE_CATEGORY)
    await db.transaction(async (tx) => {
      for (const s of mergeUnits([unit])) await tx.query(s.sql, s.params)
    })
    for (const p of unit.pushes) publisher.publish(p.userId, p.channel, p.data)
  }
  return {
    fire(f: Firing): void {
      tail = tail.then(() => record(f)).catch(warn)
    },
    /** Resolves once every firing so far is stored (and pushed). */
    flush: (): Promise<void> => tail,
  }
}
