import { createHash } from 'node:crypto'
import type { Queryable } from '../db/types.ts'

/** Same JSON whatever the key order, so a client re-serializing its body is still "the same". */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(v) ?? 'null'
}

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex')

export interface StoredAnswer {
  hash: string
  status: number
  body: unknown
}

export async function storedAnswer(
  db: Queryable,
  userId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db.query<{
    request_hash: string
    status_code: number
    response_body: string
  }>(
    'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  )
  return (
    row && {
      hash: row.request_hash,
      status: row.status_code,
      body: JSON.parse(row.response_body) as unknown,
    }
  )
}

/**
 * One request per (user, key) at a time inside this process; the primary key on
 * idempotency_keys is the backstop. The lock is held until the first answer is committed, so a
 * concurrent duplicate always finds it.
 */
export class KeyLocks {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((r) => (release = r))
    const tail = before.then(() => mine)
    this.tails.set(key, tail)
    await before
    try {
      return await fn()
    } finally {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}
