import { expect } from 'vitest'
import type { Series } from '../../../protocol/indicators/index.ts'

/**
 * Checks an indicator output against reference values: the same length, `null` exactly where the
 * reference has none, and every number within `tolerance` of the reference.
 */
export function expectSeries(
  actual: Series,
  expected: readonly (number | null)[],
  tolerance: number,
): void {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((want, i) => {
    const got = actual[i]
    if (want === null) {
      expect(got, `index ${i}`).toBeNull()
      return
    }
    expect(got, `index ${i}`).not.toBeNull()
    expect(Math.abs((got ?? NaN) - want), `index ${i}: ${got} vs ${want}`).toBeLessThanOrEqual(
      tolerance,
    )
  })
}

/** `count` nulls, for warm-up positions. */
export const warmUp = (count: number): null[] => new Array<null>(count).fill(null)
