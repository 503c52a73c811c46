import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

export interface RateLimitOptions {
  /** Burst size: requests allowed at once. */
  capacity: number
  /** Time to refill the whole bucket, in ms. */
  refillMs: number
}

interface Bucket {
  tokens: number
  at: number
}

/** In-memory token bucket per key (client IP); enough for one server process. */
export function tokenBucket(opts: RateLimitOptions, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>()
  const rate = opts.capacity / opts.refillMs

  const take = (key: string): number => {
    const t = now()
    const b = buckets.get(key) ?? { tokens: opts.capacity, at: t }
    b.tokens = Math.min(opts.capacity, b.tokens + (t - b.at) * rate)
    b.at = t
    buckets.set(key, b)
    if (b.tokens >= 1) {
      b.tokens -= 1
      return 0
    }
    // Forget full buckets now and then so the map does not grow with every address ever seen.
    if (buckets.size > 10_000) {
      for (const [k, v] of buckets)
        if (v.tokens + (t - v.at) * rate >= opts.capacity) buckets.delete(k)
    }
    return Math.ceil((1 - b.tokens) / rate / 1000)
  }

  /** 429 with Retry-After when `key`'s bucket is empty (an account, an email, an address). */
  const takeOrRefuse = (key: string): void => {
    const retryAfter = take(key)
    if (retryAfter > 0)
      throw new HttpError(429, 'Too many requests', {
        'Retry-After': String(Math.max(1, retryAfter)),
      })
  }

  /** A Fastify onRequest hook refusing with 429 when the caller's bucket is empty. */
  const hook = async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    takeOrRefuse(req.ip)
  }

  return { take, takeOrRefuse, hook }
}
