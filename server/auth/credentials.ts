import type { FastifyReply } from 'fastify'
import type { RegisterBody, User } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { conflict, forbidden, unauthorized } from '../http/errors.ts'
import { startSession } from './refresh-tokens.ts'
import { loginChallenge } from '../two-factor/challenge.ts'
import { sessionResponse } from './session.ts'
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  takenField,
  toUser,
  uniqueViolationField,
  type UserRow,
} from './users-repo.ts'

/** The login answer (403) of an account an administrator disabled. */
export const ACCOUNT_DISABLED = 'Account disabled. Contact support.'

const CONFLICT_DETAIL = {
  email: 'Email already registered',
  username: 'Username already taken',
} as const

/**
 * Runs `write` unless the email or username is taken by someone other than `exceptId`; answers
 * 409 either way, also when two requests raced past the check to the unique index.
 */
export async function withUniqueFields<T>(
  ctx: AppContext,
  fields: { email?: string | undefined; username?: string | undefined },
  exceptId: string,
  write: () => Promise<T>,
): Promise<T> {
  const taken = await takenField(ctx.db, fields, exceptId)
  if (taken) throw conflict(CONFLICT_DETAIL[taken])
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CONFLICT_DETAIL[uniqueViolationField(err)])
    throw err
  }
}

export async function registerUser(ctx: AppContext, input: RegisterBody): Promise<User> {
  return withUniqueFields(ctx, input, '', async () => {
    const passwordHash = await ctx.passwords.hash(input.password)
    const row = await insertUser(ctx.db, {
      email: input.email,
      username: input.username,
      fullName: input.full_name ?? null,
      passwordHash,
    })
    return toUser(row)
  })
}

const REMEMBER_VALUES = new Set(['true', 'on', '1', 'yes'])

/** "remember me" arrives as a form string or a JSON boolean. */
export const wantsRemember = (value: boolean | string | undefined): boolean =>
  value === true || (typeof value === 'string' && REMEMBER_VALUES.has(value.toLowerCase()))

export async function logIn(
  ctx: AppContext,
  reply: FastifyReply,
  credentials: { email: string; password: string; remember: boolean },
  refreshInBody: boolean,
) {
  const user = await findUserByEmail(ctx.db, credentials.email)
  const ok = await ctx.passwords.verify(user?.password_hash, credentials.password)
  if (!user || !ok) throw unauthorized('Incorrect email or password')
  if (user.disabled_at !== null) throw forbidden(ACCOUNT_DISABLED)
  // 2FA on: no token yet, only the 403 that asks for the code (completed by /2fa/verify-login).
  const challenge = await loginChallenge(ctx, user.id, {
    remember: credentials.remember,
    refreshInBody,
  })
  if (challenge) return reply.code(403).header('Cache-Control', 'no-store').send(challenge)
  return completeLogin(ctx, reply, user, credentials.remember, refreshInBody)
}

/** A new session for a user whose credentials (and second factor, if any) were accepted. */
export async function completeLogin(
  ctx: AppContext,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
  refreshInBody: boolean,
) {
  // Checked again here: the account may have been disabled while the second factor was typed.
  if (user.disabled_at !== null) throw forbidden(ACCOUNT_DISABLED)
  const req = reply.request
  const refresh = await startSession(ctx.db, user.id, remember, {
    userAgent: req.headers['user-agent'],
    ip: req.ip,
  })
  return sessionResponse(ctx, reply, user, refresh, refreshInBody)
}
