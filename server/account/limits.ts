import type { AppDeps } from '../context.ts'
import { tokenBucket } from '../http/rate-limit.ts'

/** Attempts one account (or one email address) gets per window, whatever address they come from. */
const ACCOUNT_WINDOW_MS = 15 * 60_000
const ACCOUNT_CAPACITY = 5

export type Bucket = ReturnType<typeof tokenBucket>

/**
 * The buckets of the account routes. Per address: the sign-in limit, one bucket per purpose so
 * mailing a reset link does not use up sign-in attempts. Per account: a few tries per 15
 * minutes, so a mailbox cannot be flooded and a current password cannot be guessed from many
 * addresses.
 */
export function accountLimits(deps: Pick<AppDeps, 'authRateLimit'>) {
  const perAccount = {
    capacity: Math.min(ACCOUNT_CAPACITY, deps.authRateLimit.capacity),
    refillMs: ACCOUNT_WINDOW_MS,
  }
  return {
    resetByAddress: tokenBucket(deps.authRateLimit),
    resetByAccount: tokenBucket(perAccount),
    verifyByAddress: tokenBucket(deps.authRateLimit),
    resendByAccount: tokenBucket(perAccount),
    passwordByAccount: tokenBucket(perAccount),
  }
}

/** 429 with Retry-After when `key`'s bucket is empty. */
export const takeOrRefuse = (bucket: Bucket, key: string): void => bucket.takeOrRefuse(key)
