import type { FastifyReply, FastifyRequest } from 'fastify'
import { isAdmin } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { forbidden, unauthorized } from '../http/errors.ts'
import { verifyAccessToken } from './jwt.ts'
import { findUserById, type UserRow } from './users-repo.ts'

const users = new WeakMap<FastifyRequest, UserRow>()

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

/** Resolves the caller from the bearer token; the user is read from the database so a deleted account stops working. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(req)
  if (!token) throw unauthorized()
  const result = verifyAccessToken(ctx.jwtSecret, token)
  if (!result.ok)
    throw unauthorized(result.reason === 'expired' ? 'Token expired' : 'Not authenticated')
  const user = await findUserById(ctx.db, result.claims.sub)
  if (!user) throw unauthorized()
  return user
}

export const requireUser =
  (ctx: AppContext) =>
  async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    users.set(req, await authenticate(ctx, req))
  }

/** Admin rights are checked here on every admin call, never trusted from the client or the token. */
export const requireAdmin =
  (ctx: AppContext) =>
  async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = await authenticate(ctx, req)
    if (!isAdmin(user)) throw forbidden()
    users.set(req, user)
  }

/** The user set by `requireUser`/`requireAdmin`; calling it on an unguarded route is a bug. */
export function userOf(req: FastifyRequest): UserRow {
  const user = users.get(req)
  if (!user) throw new Error(`route ${req.url} reads the user without a guard`)
  return user
}
