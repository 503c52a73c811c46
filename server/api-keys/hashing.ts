import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const SECRET_BYTES = 32
/** `<uuid>.<43 base64url characters>`; anything else is refused before the database is asked. */
const KEY_SHAPE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/

export const newSecret = (): string => randomBytes(SECRET_BYTES).toString('base64url')

/**
 * SHA-256 is enough here, unlike for passwords: the secret is 256 random bits, so there is no
 * dictionary to try, and every request pays for the check.
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

export interface PresentedKey {
  id: string
  secret: string
}

/** The id and secret of an X-API-Key header value; undefined when it has not the shape. */
export function parseKey(value: string): PresentedKey | undefined {
  const match = KEY_SHAPE.exec(value.trim())
  if (!match?.[1] || !match[2]) return undefined
  return { id: match[1], secret: match[2] }
}
