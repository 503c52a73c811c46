import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../../server/http/errors.ts'
import { redactUrl } from '../../../server/http/log-serializers.ts'
import { tokenBucket } from '../../../server/http/rate-limit.ts'
import { parseInput } from '../../../server/http/validate.ts'
import { floorToStep, roundToStep } from '../../../server/market/rounding.ts'

describe('parseInput', () => {
  const schema = z.object({ email: z.email(), nested: z.object({ n: z.number() }) })

  it('returns the parsed value', () => {
    expect(parseInput(schema, { email: 'a@b.co', nested: { n: 1 } }, 'body')).toEqual({
      email: 'a@b.co',
      nested: { n: 1 },
    })
  })

  it('throws FastAPI-style issues with the location first', () => {
    try {
      parseInput(schema, { email: 'x', nested: { n: 'one' } }, 'query')
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError)
      const issues = (err as ValidationError).issues
      expect(issues.map((i) => i.loc)).toEqual([
        ['query', 'email'],
        ['query', 'nested', 'n'],
      ])
      expect(issues.every((i) => i.msg.length > 0 && i.type.length > 0)).toBe(true)
    }
  })
})

describe('tokenBucket', () => {
  it('allows the burst, refuses with a Retry-After, and refills over time', () => {
    let now = 0
    const bucket = tokenBucket({ capacity: 3, refillMs: 60_000 }, () => now)
    expect([bucket.take('ip'), bucket.take('ip'), bucket.take('ip')]).toEqual([0, 0, 0])
    const wait = bucket.take('ip')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(20)
    expect(bucket.take('other-ip')).toBe(0)
    now += 20_000
    expect(bucket.take('ip')).toBe(0)
    expect(bucket.take('ip')).toBeGreaterThan(0)
  })
})

describe('rounding to tick size', () => {
  it('lands on a multiple of the step, never below one step, without float noise', () => {
    const steps = [1, 0.1, 0.01, 0.001, 0.0001, 0.00001]
    fc.assert(
      fc.property(
        fc.double({ min: 1e-7, max: 1e6, noNaN: true }),
        fc.constantFrom(...steps),
        (value, step) => {
          const r = roundToStep(value, step)
          expect(r).toBeGreaterThanOrEqual(step)
          // Relative tolerance: at 1e11 steps a double cannot be closer than ~1e-5 to an integer.
          expect(Math.abs(r / step - Math.round(r / step))).toBeLessThan(
            Math.max(1e-6, (r / step) * 1e-12),
          )
          expect(String(r)).not.toMatch(/0000000|9999999/)
          if (value >= step) expect(Math.abs(r - value)).toBeLessThanOrEqual(step / 2 + 1e-9)
          expect(floorToStep(value, step)).toBeLessThanOrEqual(value + 1e-9)
        },
      ),
    )
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3)
  })
})

describe('redactUrl', () => {
  it('hides tokens in query strings and leaves the rest', () => {
    expect(redactUrl('/ws?token=abc.def.ghi')).toBe('/ws?token=[redacted]')
    expect(redactUrl('/x?a=1&refresh_token=zzz&b=2')).toBe('/x?a=1&refresh_token=[redacted]&b=2')
    expect(redactUrl('/api/v1/market/data?symbols=BTC-USD')).toBe(
      '/api/v1/market/data?symbols=BTC-USD',
    )
  })
})
