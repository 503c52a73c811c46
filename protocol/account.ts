import { z } from 'zod'
import { registerBody } from './auth.ts'
import { endpoint } from './endpoint.ts'
import { idParams, queryInt } from './input.ts'

/** One live sign-in of the caller, as GET /sessions lists it. */
export const sessionInfo = z.object({
  id: z.string(),
  /** Browser and system in words ("Chrome on Windows"), read from the User-Agent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the access token that asked. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfo>

export const sessionsEnded = z.object({ ended: z.number().int().nonnegative() })
export type SessionsEnded = z.infer<typeof sessionsEnded>

/** The new password follows the registration rules. */
const newPassword = registerBody.shape.password

export const changePasswordBody = z
  .object({ current_password: z.string().min(1).max(128), new_password: newPassword })
  .strict()
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

/** A token of a mailed link: base64url of 32 random bytes (the limit leaves room). */
const linkToken = z.string().min(1).max(128)

export const passwordResetBody = z.object({ email: z.email().max(254) }).strict()
export const passwordResetConfirmBody = z
  .object({ token: linkToken, new_password: newPassword })
  .strict()
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>
export const verifyEmailBody = z.object({ token: linkToken }).strict()

/** The answer of calls that mail something: the same whatever happened, so it reveals nothing. */
export const mailAccepted = z.object({ detail: z.string() })
export type MailAccepted = z.infer<typeof mailAccepted>

export const PASSWORD_RESET_ANSWER = 'If an account exists for that email, we sent a link'
export const VERIFICATION_SENT_ANSWER = 'Verification email sent'

export const emailStatus = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  verified_at: z.string().nullable(),
})
export type EmailStatus = z.infer<typeof emailStatus>

/** Mail ids are a database integer. */
const MAIL_ID_MAX = 2_147_483_647

export const MAIL_OUTBOX_DEFAULT_LIMIT = 50
export const MAIL_OUTBOX_MAX_LIMIT = 200

export const mailOutboxQuery = z.object({
  limit: queryInt(1, MAIL_OUTBOX_MAX_LIMIT, MAIL_OUTBOX_DEFAULT_LIMIT),
  /** Only mails older than this id (the last id of the previous page). */
  before: z
    .string()
    .max(12)
    .regex(/^\d+$/, 'Expected a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAIL_ID_MAX))
    .optional(),
})

export const outboxMail = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
})
export type OutboxMail = z.infer<typeof outboxMail>

export const accountApi = {
  listSessions: endpoint({
    method: 'GET',
    path: '/sessions',
    auth: 'user',
    permission: 'account',
    summary:
      "The caller's live sessions, the most recently seen first; `current` marks the caller's",
    response: z.array(sessionInfo),
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/sessions/:id',
    auth: 'user',
    summary: 'Signs one of the caller’s sessions out: its refresh fails and its sockets close',
    params: idParams,
    status: 204,
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/sessions/revoke-others',
    auth: 'user',
    summary: 'Signs out every session of the caller but this one',
    response: sessionsEnded,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/change-password',
    auth: 'user',
    summary: 'Changes the password (the current one is required) and ends every other session',
    body: changePasswordBody,
    status: 204,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/password-reset',
    auth: 'public',
    summary:
      'Mails a password reset link valid 30 minutes; answers 202 the same way whether or not the account exists',
    body: passwordResetBody,
    response: mailAccepted,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/password-reset/confirm',
    auth: 'public',
    summary: 'Sets a new password with a reset link’s token (single use) and ends every session',
    body: passwordResetConfirmBody,
    status: 204,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/verify-email',
    auth: 'public',
    summary: 'Marks the email verified with a verification link’s token (single use, 24 h)',
    body: verifyEmailBody,
    response: emailStatus,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/resend-verification',
    auth: 'user',
    summary: 'Mails a new verification link (answers 202)',
    response: mailAccepted,
  }),
  emailVerificationStatus: endpoint({
    method: 'GET',
    path: '/email-verification',
    auth: 'user',
    permission: 'account',
    summary: "Whether the caller's current email is verified",
    response: emailStatus,
  }),
  listOutboxMail: endpoint({
    method: 'GET',
    path: '/admin/mail',
    auth: 'admin',
    summary: 'The mail outbox (mail kept when no SMTP server is set), newest first',
    query: mailOutboxQuery,
    response: z.array(outboxMail),
  }),
}
