import { createHash, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { REFUSED_REPLAY_TITLE, REPLAY_HEADER, type Notification } from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'
import { HttpError, ValidationError } from '../http/errors.ts'
import type { Publisher } from '../trading/service.ts'
import { preferenceCacheOf } from './preferences.ts'
import { insertOnce } from './repo.ts'

export const isReplay = (req: FastifyRequest): boolean =>
  req.headers[REPLAY_HEADER.toLowerCase()] === '1'

/** The reason a client is told for a 4xx, or undefined for anything else (not a refusal). */
export function refusalDetail(err: unknown): string | undefined {
  if (err instanceof ValidationError) return err.issues.map((i) => i.msg).join('; ')
  if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) return err.detail
  return undefined
}

/**
 * An order queued offline and refused when it was replayed: the trader may have closed every
 * tab meanwhile, so the refusal is kept as a notification to find later. One per order: the id
 * comes from the order's idempotency key, so a replay refused twice is noted once.
 */
export async function noteRefusedReplay(
  db: Db,
  publisher: Pick<Publisher, 'publish'>,
  userId: string,
  key: string | undefined,
  detail: string,
): Promise<void> {
  if (!preferenceCacheOf(db).allows(userId, 'trading')) return
  const id =
    key === undefined
      ? randomUUID()
      : `refused-${createHash('sha256').update(`${userId}\u0000${key}`).digest('hex').slice(0, 40)}`
  const n: Notification = {
    id,
    title: REFUSED_REPLAY_TITLE,
    message: detail,
    category: 'trading',
    type: 'error',
    priority: 'urgent',
    timestamp: new Date().toISOString(),
    read: false,
  }
  if (await insertOnce(db, userId, n)) publisher.publish(userId, 'notifications', n)
}
