import type { FastifyInstance } from 'fastify'
import { userUpdate, type User } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { conflict, unauthorized } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { refreshCookie } from './cookies.ts'
import { csrfToken } from './csrf.ts'
import { requireUser, userOf } from './guard.ts'
import { findRefreshToken, isLive } from './refresh-tokens.ts'
import {
  isUniqueViolation,
  takenField,
  toUser,
  uniqueViolationField,
  updateUser,
} from './users-repo.ts'

const CONFLICT_DETAIL = {
  email: 'Email already registered',
  username: 'Username already taken',
} as const

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
      const taken = await takenField(ctx.db, patch, user.id)
      if (taken) throw conflict(CONFLICT_DETAIL[taken])
      try {
        const updated = await updateUser(ctx.db, user.id, patch)
        if (!updated) throw unauthorized()
        return toUser(updated)
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(CONFLICT_DETAIL[uniqueViolationField(err)])
        throw err
      }
    })
    done()
  }
}
