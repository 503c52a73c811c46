import type { FastifyInstance } from 'fastify'
import { userUpdate, type User } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { unauthorized } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { refreshCookie } from './cookies.ts'
import { withUniqueFields } from './credentials.ts'
import { csrfToken } from './csrf.ts'
import { requireUser, userOf } from './guard.ts'
import { findRefreshToken, isLive } from './refresh-tokens.ts'
import { toUser, updateUser } from './users-repo.ts'

export function usersRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const guarded = { preHandler: requireUser(ctx) }

    // After a reload the page has lost its CSRF token; /me hands it back when the cookie is good.
    app.get('/me', guarded, async (req, reply): Promise<User> => {
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

    app.get('/users/me', guarded, (req): User => toUser(userOf(req)))

    app.put('/users/me', guarded, async (req): Promise<User> => {
      const user = userOf(req)
      const patch = parseInput(userUpdate, req.body, 'body')
      return withUniqueFields(ctx, patch, user.id, async () => {
        const updated = await updateUser(ctx.db, user.id, patch)
        if (!updated) throw unauthorized()
        return toUser(updated)
      })
    })
    done()
  }
}
