import type { FastifyRequest } from 'fastify'
import type { EmailStatus } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/types.ts'
import { HttpError } from '../http/errors.ts'
import { mailerOf } from '../mail/mailer-of.ts'
import {
  consumeToken,
  findUsableToken,
  issueAccountToken,
  VERIFICATION_TTL_MS,
} from './account-tokens.ts'
import { appLink } from './links.ts'
import { verificationMail } from './mail-texts.ts'

interface VerificationRow {
  email: string
  verified_email: string | null
  email_verified_at: Date | null
}

const statusOf = (r: VerificationRow): EmailStatus => {
  const verified =
    r.verified_email !== null && r.verified_email.toLowerCase() === r.email.toLowerCase()
  return {
    email: r.email,
    email_verified: verified,
    verified_at: verified && r.email_verified_at ? r.email_verified_at.toISOString() : null,
  }
}

export async function emailStatusOf(db: Queryable, userId: string): Promise<EmailStatus> {
  const rows = await db.query<VerificationRow>(
    'SELECT email, verified_email, email_verified_at FROM users WHERE id = $1',
    [userId],
  )
  const row = rows[0]
  if (!row) throw new HttpError(401, 'Not authenticated')
  return statusOf(row)
}

/**
 * Mails the user a link that verifies their current email. Called where registration succeeds
 * and when the email changes; a mail that cannot be sent is logged, never fails the caller.
 */
export async function sendVerification(
  ctx: AppContext,
  user: { id: string; email: string },
  req?: FastifyRequest,
): Promise<boolean> {
  try {
    const token = await issueAccountToken(ctx.db, {
      userId: user.id,
      kind: 'email_verification',
      email: user.email,
      ttlMs: VERIFICATION_TTL_MS,
    })
    await mailerOf(ctx).send(verificationMail(user.email, appLink('/verify-email', { token }, req)))
    return true
  } catch (err) {
    req?.log.warn({ err }, 'sending the verification mail failed')
    return false
  }
}

const invalidLink = (): HttpError =>
  new HttpError(400, 'This verification link is invalid or has expired')

/** Uses a verification token up; it verifies the email it was sent to, if still the account's. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<EmailStatus> {
  const row = await findUsableToken(ctx.db, token, 'email_verification')
  if (!row) throw invalidLink()
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row))) throw invalidLink()
    const updated = await tx.query<VerificationRow>(
      `UPDATE users SET verified_email = email, email_verified_at = now()
       WHERE id = $1 AND lower(email) = lower($2)
       RETURNING email, verified_email, email_verified_at`,
      [row.user_id, row.email],
    )
    const user = updated[0]
    if (!user) throw invalidLink()
    return statusOf(user)
  })
}
