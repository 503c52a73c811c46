import { describe, expect, it } from 'vitest'
import { bollinger } from '../../../protocol/indicators/index.ts'
import { expectSeries, warmUp } from './expect-series.ts'
import { TULIP_PRICES } from './fixtures.ts'

describe('bollinger', () => {
  it('matches Tulip Indicators, BBANDS(5, 2), to the 2 decimals published', () => {
    // tulipindicators.org/bbands and tests/untest.txt, as asserted in trading-signals
    // BollingerBands.test.ts.
    const { lower, middle, upper } = bollinger(TULIP_PRICES, 5, 2)
    const tolerance = 0.005
    expectSeries(
      lower,
      [...warmUp(4), 80.53, 80.99, 82.53, 82.47, 82.42, 82.44, 82.51, 83.14, 83.54, 83.87, 85.29],
      tolerance,
    )
    expectSeries(
      middle,
      [...warmUp(4), 82.43, 82.74, 83.09, 83.32, 83.63, 83.78, 84.25, 84.99, 85.57, 86.22, 86.8],
      tolerance,
    )
    expectSeries(
      upper,
      [...warmUp(4), 84.32, 84.49, 83.65, 84.16, 84.84, 85.12, 86.0, 86.85, 87.61, 88.57, 88.32],
      tolerance,
    )
  })

  it('uses the population deviation: 1, 2, 3 gives 2 ± 2·√(2/3)', () => {
    const { lower, upper } = bollinger([1, 2, 3], 3, 2)
    expect(upper[2]).toBeCloseTo(2 + 2 * Math.sqrt(2 / 3), 12)
    expect(lower[2]).toBeCloseTo(2 - 2 * Math.sqrt(2 / 3), 12)
  })

  it('keeps a small spread on a large price', () => {
    const { upper, middle } = bollinger([60_000, 60_000.01, 60_000, 60_000.01], 4, 1)
    expect(middle[3]).toBeCloseTo(60_000.005, 9)
    expect((upper[3] ?? 0) - (middle[3] ?? 0)).toBeCloseTo(0.005, 9)
  })
})
