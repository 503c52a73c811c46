/**
 * The reference values of fixtures/*.json, made by fixtures/make_fixtures.py with numpy and scipy.
 * JSON has no NaN: the script writes null, and `nan` turns it back into NaN (a missing period).
 */
import { expect } from 'vitest'
import lognormalJson from './fixtures/lognormal.json'
import normalJson from './fixtures/normal.json'
import returnsJson from './fixtures/returns.json'
import riskJson from './fixtures/risk.json'
import seriesJson from './fixtures/series.json'
import sobolJson from './fixtures/sobol.json'

export const nan = (xs: readonly (number | null)[]): number[] => xs.map((x) => x ?? Number.NaN)
export const nanRows = (rows: readonly (readonly (number | null)[])[]): number[][] => rows.map(nan)

/**
 * Agreement to 1e-9: ABSOLUTE for figures of magnitude up to 1 (returns, ratios), RELATIVE for
 * larger ones (USD amounts, z far in the tail), i.e. |actual − expected| ≤ tol · max(1, |expected|).
 */
export function expectClose(
  actual: number | null | undefined,
  expected: number | null,
  tol = 1e-9,
) {
  if (expected === null) {
    expect(actual).toBeNull()
    return
  }
  expect(actual).toBeTypeOf('number')
  const diff = Math.abs((actual as number) - expected)
  if (!(diff <= tol * Math.max(1, Math.abs(expected)))) {
    expect.fail(`expected ${actual} to be within ${tol} of ${expected} (diff ${diff})`)
  }
}

export function expectAllClose(
  actual: readonly (number | null)[],
  expected: readonly (number | null)[],
  tol = 1e-9,
) {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((e, i) => expectClose(actual[i], e, tol))
}

interface SeriesFixture {
  name: string
  times: number[]
  returns: (number | null)[]
  benchmark: (number | null)[]
  ppy: number
  rfAnnual: number
  rollingWindow: number
  expected: {
    twr: number
    annualisedReturn: number
    annualisedVolatility: number
    sharpe: number
    sortino: number
    omega: number
    calmar: number
    drawdown: number[]
    maxDrawdown: {
      depth: number
      peakIndex: number
      troughIndex: number
      recoveryIndex: number | null
    }
    best: number
    worst: number
    monthly: { year: number; month: number; r: number }[]
    yearly: { year: number; r: number }[]
    rollingSharpe: (number | null)[]
    rollingVolatility: (number | null)[]
    beta: number
    correlation: number
    periods: number
    missing: number
  }
}

export const SERIES = seriesJson as SeriesFixture[]
export const RETURNS = returnsJson
export const RISK = riskJson
export const NORMAL = normalJson
export const SOBOL = sobolJson
export const LOGNORMAL = lognormalJson
