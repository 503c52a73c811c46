import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  hashSecret,
  newSecret,
  parseKey,
  secretMatches,
} from '../../../../server/api-keys/hashing.ts'

const ID = '5f0c2f64-8f3a-4d5e-9a3b-2d1c0b9a8f7e'

describe('API key secrets', () => {
  it('are 32 random bytes in base64url, different each time', () => {
    const a = newSecret()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(32)
    expect(newSecret()).not.toBe(a)
  })

  it('are stored as their SHA-256 and matched against it', () => {
    const s = newSecret()
    expect(hashSecret(s)).toBe(createHash('sha256').update(s).digest('hex'))
    expect(secretMatches(s, hashSecret(s))).toBe(true)
    const other = (s.startsWith('A') ? 'B' : 'A') + s.slice(1)
    expect(secretMatches(other, hashSecret(s))).toBe(false)
    expect(secretMatches(s, 'not hex')).toBe(false)
  })

  it('travel as <id>.<secret>, nothing else', () => {
    const s = newSecret()
    expect(parseKey(`${ID}.${s}`)).toEqual({ id: ID, secret: s })
    for (const bad of ['', ID, `${ID}.`, `${ID}.${s}x`, `x${ID}.${s}`, `${ID}:${s}`])
      expect(parseKey(bad), bad).toBeUndefined()
  })
})
