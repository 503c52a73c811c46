import type { FastifyInstance } from 'fastify'
import { notificationsApi as api } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { preferenceCacheOf, withChanges } from './preferences.ts'
import {
  clearNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './repo.ts'

const notificationNotFound = () => notFound('Notification not found')

/**
 * /notifications: the caller's own notifications and preferences; another user's id answers
 * 404 like a missing one. Other tabs of the same browser learn of a change through the engine
 * that made it (it tells every tab), so nothing is pushed from here.
 */
export function notificationRoutes(ctx: AppContext) {
  const prefs = preferenceCacheOf(ctx.db)
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.listNotifications, async ({ req, query }) => {
      const list = await listNotifications(ctx.db, userOf(req).id, query)
      if (list === 'cursor_not_found') throw notificationNotFound()
      return list
    })

    on(api.countUnreadNotifications, async ({ req }) => ({
      count: await countUnread(ctx.db, userOf(req).id),
    }))

    on(api.markNotificationRead, async ({ req, params }) => {
      const n = await markRead(ctx.db, userOf(req).id, params.id)
      if (!n) throw notificationNotFound()
      return n
    })

    on(api.markAllNotificationsRead, async ({ req }) => ({
      updated: await markAllRead(ctx.db, userOf(req).id),
    }))

    on(api.deleteNotification, async ({ req, params }) => {
      if (!(await deleteNotification(ctx.db, userOf(req).id, params.id)))
        throw notificationNotFound()
    })

    on(api.clearNotifications, ({ req }) => clearNotifications(ctx.db, userOf(req).id))

    on(api.getNotificationPreferences, ({ req }) => prefs.get(userOf(req).id))

    on(api.updateNotificationPreferences, ({ req, body }) => {
      const userId = userOf(req).id
      return prefs.save(userId, withChanges(prefs.get(userId), body))
    })
    done()
  }
}
