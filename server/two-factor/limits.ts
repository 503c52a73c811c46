import { tokenBucket, type RateLimitOptions } from '../http/rate-limit.ts'

/**
 * A token bucket per account (user id or email), beside the per-address one of the route's
 * onRequest hook: many addresses guessing one account's codes are stopped as well as one
 * address guessing many accounts'. Throws the same 429 as the per-address hook.
 */
export function perAccount(opts: RateLimitOptions) {
  const buckets = tokenBucket(opts)
  return (account: string): void => buckets.takeOrRefuse(account.toLowerCase())
}
