import { sendVerification } from '../account/verification.ts'
import type { FastifyInstance } from 'fastify'
import { authApi as api } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { unauthorized } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { refreshCookie } from './cookies.ts'
import { withUniqueFields } from './credentials.ts'
import { csrfToken } from './csrf.ts'
import { userOf } from './guard.ts'
import { findRefreshToken, isLive } from './refresh-tokens.ts'
import { routeGuards } from './route-guards.ts'
import { toUser, updateUser } from './users-repo.ts'

export function usersRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    // After a reload the page has lost its CSRF token; /me hands it back when the cookie is good.
    on(api.me, async ({ req, reply }) => {
      const user = userOf(req)
      const cookie = refreshCookie(req)
      if (cookie) {
        const row = await findRefreshToken(ctx.db, cookie)
        if (row && row.user_id === user.id && isLive(row)) {
          reply.header('X-CSRF-Token', csrfToken(ctx.jwtSecret, row.family_id))
        }
      }
      return toUser(user)
    })

    on(api.usersMe, ({ req }) => toUser(userOf(req)))

    on(api.updateMe, async ({ req, body: patch }) => {
      const user = userOf(req)
      return withUniqueFields(ctx, patch, user.id, async () => {
        const updated = await updateUser(ctx.db, user.id, patch)
        if (!updated) throw unauthorized()
        // A new address is unverified until its owner follows the link mailed to it.
        if (patch.email !== undefined && patch.email.toLowerCase() !== user.email.toLowerCase())
          await sendVerification(ctx, updated, req)
        return toUser(updated)
      })
    })
    done()
  }
}
