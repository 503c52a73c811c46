/**
 * The Dexie copy of the held notifications, one row of `lists` (emptied on sign-out with the
 * rest of the trader's data), read back through the protocol schema: an invalid row is dropped.
 */
import { z } from 'zod'
import { notification } from '../../../protocol/index.ts'
import type { EngineDb } from '../store/db.ts'
import { parseRows } from '../store/rows.ts'
import type { NotificationList } from './list-state.ts'

const KEY = 'notifications'
const savedRow = z.object({ rows: z.array(z.unknown()), unread: z.number(), asOf: z.number() })

export interface SavedNotifications {
  list: NotificationList
  asOf: number
}

export async function saveNotifications(
  db: EngineDb,
  list: NotificationList,
  asOf: number,
): Promise<void> {
  await db.lists.put({ key: KEY, rows: list.items, unread: list.unread, asOf })
}

export async function loadNotifications(db: EngineDb): Promise<SavedNotifications | null> {
  const saved = savedRow.safeParse(await db.lists.get(KEY))
  if (!saved.success) return null
  const items = parseRows(notification, saved.data.rows)
  return { list: { items, unread: saved.data.unread }, asOf: saved.data.asOf }
}
