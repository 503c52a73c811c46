import type { FastifyRequest } from 'fastify'
import type { ChangePasswordBody, PasswordResetConfirmBody } from '../../protocol/index.ts'
import { endUserSessions } from '../auth/end-sessions.ts'
import { findUserByEmail, setPasswordHash, type UserRow } from '../auth/users-repo.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { mailerOf } from '../mail/mailer-of.ts'
import { consumeToken, findUsableToken, issueAccountToken, RESET_TTL_MS } from './account-tokens.ts'
import { appLink } from './links.ts'
import { passwordResetMail } from './mail-texts.ts'

/** Checks the current password, sets the new one and ends every session but the caller's. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string,
  body: ChangePasswordBody,
): Promise<void> {
  if (!(await ctx.passwords.verify(user.password_hash, body.current_password)))
    throw new HttpError(400, 'Current password is incorrect')
  await setPasswordHash(ctx.db, user.id, await ctx.passwords.hash(body.new_password))
  await endUserSessions(ctx, user.id, { except: currentSessionId })
}

/**
 * Mails a reset link when the email belongs to an account. The caller answers before this
 * runs, the same way either way, so neither the answer nor its timing says whether it does.
 */
export async function mailResetLink(
  ctx: AppContext,
  email: string,
  req: FastifyRequest,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return
  const token = await issueAccountToken(ctx.db, {
    userId: user.id,
    kind: 'password_reset',
    email: user.email,
    ttlMs: RESET_TTL_MS,
  })
  await mailerOf(ctx).send(
    passwordResetMail(user.email, appLink('/reset-password', { token }, req)),
  )
}

const invalidLink = (): HttpError => new HttpError(400, 'This reset link is invalid or has expired')

/**
 * Sets the password with a reset token, which is used up (with every other reset link of the
 * account), and ends ALL the user's sessions: whoever knew the old password is out.
 * `beforeWrite` sees the token's user first (the per-account limit) and may throw.
 */
export async function confirmReset(
  ctx: AppContext,
  body: PasswordResetConfirmBody,
  beforeWrite: (userId: string) => void,
): Promise<void> {
  const row = await findUsableToken(ctx.db, body.token, 'password_reset')
  if (!row) throw invalidLink()
  beforeWrite(row.user_id)
  const hash = await ctx.passwords.hash(body.new_password)
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row))) throw invalidLink()
    await setPasswordHash(tx, row.user_id, hash)
  })
  await endUserSessions(ctx, row.user_id)
}
