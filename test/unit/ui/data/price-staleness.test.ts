import { describe, expect, it } from 'vitest'
import { isStale, STALE_AFTER_MS } from '../../../../src/data/price-staleness.ts'

describe('isStale', () => {
  const now = 1_000_000
  it('is live only while connected and recently updated', () => {
    expect(isStale(now - 100, now, true)).toBe(false)
    expect(isStale(now - STALE_AFTER_MS, now, true)).toBe(false)
  })

  it('is stale after a few silent seconds, with no update yet, or without a connection', () => {
    expect(isStale(now - STALE_AFTER_MS - 1, now, true)).toBe(true)
    expect(isStale(undefined, now, true)).toBe(true)
    expect(isStale(now, now, false)).toBe(true)
  })
})
