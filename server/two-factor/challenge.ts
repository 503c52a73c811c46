import { randomBytes } from 'node:crypto'
import {
  LOGIN_CHALLENGE_MAX_TRIES,
  LOGIN_CHALLENGE_TTL_SEC,
  TWO_FACTOR_MSG,
  type TwoFactorChallenge,
} from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { findTwoFactor, isEnabled } from './repo.ts'
import { boxFor } from './secret-box.ts'

export interface ChallengeRow {
  user_id: string
  remember: boolean
  refresh_in_body: boolean
  tries: number
}

const hashOf = (ctx: AppContext, token: string): string => boxFor(ctx).digest(`login:${token}`)

/**
 * Called by login once the password is right: for an account with 2FA on, the 403 answer that
 * asks for the code (no token issued yet); undefined when the account has no 2FA.
 */
export async function loginChallenge(
  ctx: AppContext,
  userId: string,
  options: { remember: boolean; refreshInBody: boolean },
): Promise<TwoFactorChallenge | undefined> {
  if (!isEnabled(await findTwoFactor(ctx.db, userId))) return undefined
  const token = randomBytes(32).toString('base64url')
  // Expired challenges are dropped here rather than by a timer: logins are what make them.
  await ctx.db.query('DELETE FROM two_factor_challenges WHERE expires_at < now()')
  await ctx.db.query(
    `INSERT INTO two_factor_challenges (token_hash, user_id, remember, refresh_in_body, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashOf(ctx, token), userId, options.remember, options.refreshInBody, LOGIN_CHALLENGE_TTL_SEC],
  )
  return { detail: TWO_FACTOR_MSG.required, two_factor_required: true, login_token: token }
}

/** The challenge of a login token, without spending a try (to know whose account it is). */
export async function peekChallenge(
  ctx: AppContext,
  token: string,
): Promise<ChallengeRow | undefined> {
  const rows = await ctx.db.query<ChallengeRow>(
    `SELECT user_id, remember, refresh_in_body, tries FROM two_factor_challenges
     WHERE token_hash = $1 AND expires_at > now() AND tries < $2`,
    [hashOf(ctx, token), LOGIN_CHALLENGE_MAX_TRIES],
  )
  return rows[0]
}

/**
 * Spends one of the challenge's tries, atomically: concurrent guesses cannot exceed the limit.
 * Undefined when the token is unknown, expired or out of tries.
 */
export async function spendTry(ctx: AppContext, token: string): Promise<ChallengeRow | undefined> {
  const rows = await ctx.db.query<ChallengeRow>(
    `UPDATE two_factor_challenges SET tries = tries + 1
     WHERE token_hash = $1 AND expires_at > now() AND tries < $2
     RETURNING user_id, remember, refresh_in_body, tries`,
    [hashOf(ctx, token), LOGIN_CHALLENGE_MAX_TRIES],
  )
  return rows[0]
}

/** A challenge is good for one login. */
export async function endChallenge(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.query('DELETE FROM two_factor_challenges WHERE token_hash = $1', [
    hashOf(ctx, token),
  ])
}
