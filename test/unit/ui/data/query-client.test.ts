import { describe, expect, it } from 'vitest'
import { keysOf, staleKeysOf } from '../../../../src/data/changes.ts'
import {
  createQueryClient,
  EngineCallError,
  MAX_RETRIES,
  retryDelay,
  unwrap,
} from '../../../../src/data/query-client.ts'

const failure = (status: number | null) =>
  new EngineCallError({ status, message: status === null ? 'Network error' : 'No' })

describe('the query cache (SPEC §9)', () => {
  const q = createQueryClient().getDefaultOptions().queries ?? {}
  const retry = q.retry as (failures: number, err: unknown) => boolean

  it('is fresh 5 minutes and kept 10', () => {
    expect(q.staleTime).toBe(300_000)
    expect(q.gcTime).toBe(600_000)
  })

  it('retries 3 times, doubling from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
    expect(retry(MAX_RETRIES - 1, failure(null))).toBe(true)
    expect(retry(MAX_RETRIES, failure(null))).toBe(false)
  })

  it('retries what may pass next time, never a refusal', () => {
    for (const status of [null, 500, 503, 429]) expect(retry(0, failure(status))).toBe(true)
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retry(0, failure(status))).toBe(false)
  })

  it('throws an engine failure with its message and status', () => {
    expect(unwrap({ ok: true, value: 7 })).toBe(7)
    expect(() =>
      unwrap({ ok: false, error: { status: 404, message: 'Resource not found.' } }),
    ).toThrow(expect.objectContaining({ message: 'Resource not found.', status: 404 }))
  })

  it('invalidates a topic, or only one portfolio of it', () => {
    expect(keysOf({ topic: 'portfolios' })).toEqual(['portfolios'])
    expect(keysOf({ topic: 'holdings', portfolioId: 'p1' })).toEqual(['holdings', 'p1'])
  })

  it('makes the analytics and risk of a portfolio stale when its holdings or positions change', () => {
    expect(staleKeysOf({ topic: 'positions', portfolioId: 'p1' })).toEqual([
      ['positions', 'p1'],
      ['analytics', 'p1'],
      ['risk', 'p1'],
    ])
    expect(staleKeysOf({ topic: 'holdings' })).toEqual([['holdings'], ['analytics'], ['risk']])
    expect(staleKeysOf({ topic: 'notifications' })).toEqual([['notifications']])
  })
})
