import { randomUUID } from 'node:crypto'
import type { Notification } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { notify } from '../notifications/deliver.ts'
import { UnitOfWork } from '../trading/unit-of-work.ts'

export type Notice = Pick<Notification, 'title' | 'message' | 'category' | 'type' | 'priority'>

/**
 * Stores and pushes one notification outside trading, through the same commit path as fills so
 * the push follows the stored row (and a disabled category drops it, SPEC §5).
 */
export async function sendNotice(
  ctx: Pick<AppContext, 'db' | 'trading'>,
  userId: string,
  notice: Notice,
): Promise<void> {
  const unit = new UnitOfWork()
  notify(unit, ctx.db, userId, {
    ...notice,
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    read: false,
  })
  if (!unit.empty) await ctx.trading.writer.write(unit)
}
