import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { roundToStep, stepRounder } from '../../../../server/market/rounding.ts'
import { SYMBOLS } from '../../../../server/market/symbols.ts'

describe('stepRounder', () => {
  it('gives exactly what roundToStep gives, for every tick and lot size', () => {
    const steps = [...new Set(SYMBOLS.flatMap((s) => [s.tickSize, s.lotSize]))]
    fc.assert(
      fc.property(
        fc.constantFrom(...steps),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        (step, value) => {
          expect(stepRounder(step)(value)).toBe(roundToStep(value, step))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('never rounds below one step', () => {
    expect(stepRounder(0.01)(0.001)).toBe(0.01)
    expect(stepRounder(0.00001)(1.085126)).toBe(1.08513)
  })
})
