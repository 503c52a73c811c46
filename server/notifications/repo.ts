import type { Notification, NotificationCategory } from '../../protocol/index.ts'
import type { Db, SqlParam } from '../db/types.ts'

interface NotificationRow {
  id: string
  title: string
  message: string
  category: Notification['category']
  type: Notification['type']
  priority: string
  read: boolean
  created_at: Date
}

const COLUMNS = 'id, title, message, category, type, priority, read, created_at'

const toWire = (r: NotificationRow): Notification => ({
  id: r.id,
  title: r.title,
  message: r.message,
  category: r.category,
  type: r.type,
  priority: r.priority,
  timestamp: new Date(r.created_at).toISOString(),
  read: r.read,
})

export interface ListFilter {
  limit: number
  category?: NotificationCategory | undefined
  unread?: boolean | undefined
  before?: string | undefined
}

/** Newest first; `'cursor_not_found'` when `before` names no notification of the user. */
export async function listNotifications(
  db: Db,
  userId: string,
  f: ListFilter,
): Promise<Notification[] | 'cursor_not_found'> {
  const params: SqlParam[] = [userId]
  const where = ['user_id = $1']
  if (f.category !== undefined) {
    params.push(f.category)
    where.push(`category = $${params.length}`)
  }
  if (f.unread === true) where.push('NOT read')
  if (f.unread === false) where.push('read')
  if (f.before !== undefined) {
    const cursor = await db.query<{ created_at: Date }>(
      'SELECT created_at FROM notifications WHERE id = $1 AND user_id = $2',
      [f.before, userId],
    )
    const at = cursor[0]?.created_at
    if (at === undefined) return 'cursor_not_found'
    params.push(at, f.before)
    // Notifications of one batch share a time: the id breaks the tie, as in the ORDER BY.
    where.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`)
  }
  params.push(f.limit)
  const rows = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map(toWire)
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

export async function markRead(
  db: Db,
  userId: string,
  id: string,
): Promise<Notification | undefined> {
  const rows = await db.query<NotificationRow>(
    `UPDATE notifications SET read = true WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  )
  return rows[0] && toWire(rows[0])
}

/** Answers how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH changed AS (
       UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING 1
     ) SELECT count(*)::int AS n FROM changed`,
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  )
  return rows.length > 0
}

export async function clearNotifications(db: Db, userId: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE user_id = $1', [userId])
}

/** Stores `n` unless a notification with its id exists already; answers whether it did. */
export async function insertOnce(db: Db, userId: string, n: Notification): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO notifications (id, user_id, title, message, category, type, priority, read,
       created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      n.id,
      userId,
      n.title,
      n.message,
      n.category,
      n.type,
      n.priority,
      n.read,
      new Date(n.timestamp),
    ],
  )
  return rows.length > 0
}
