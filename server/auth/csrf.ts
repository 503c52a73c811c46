import { createHmac, timingSafeEqual } from 'node:crypto'

/** Bound to the refresh-token family, so it survives rotation and dies with logout. */
export const csrfToken = (secret: string, familyId: string): string =>
  createHmac('sha256', secret).update(`csrf:${familyId}`).digest('base64url')

export function csrfMatches(secret: string, familyId: string, given: string | undefined): boolean {
  if (given === undefined) return false
  const expected = Buffer.from(csrfToken(secret, familyId))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
