import { describe, expect, it } from 'vitest'
import {
  PATH_COUNTS,
  REFERENCE_PATHS,
  canStudy,
  convergenceInput,
} from '../../../../src/pages/quantum/convergence-plan.ts'
import { riskReportFixture } from '../risk/fixture.ts'

describe('convergence plan', () => {
  it('studies 2^8 to 2^16 paths against 2^20 reference paths on the answer’s history', () => {
    const report = riskReportFixture()
    const input = convergenceInput(report)
    expect(PATH_COUNTS[0]).toBe(256)
    expect(PATH_COUNTS.at(-1)).toBe(65_536)
    expect(REFERENCE_PATHS).toBe(1_048_576)
    expect(input.exposures).toEqual([30_000, 30_000, 20_000])
    expect(input.returns).toBe(report.history.returns)
    expect(input.seed).toBe(report.monteCarlo.seed)
  })

  it('needs two days of history and something held', () => {
    const report = riskReportFixture()
    expect(canStudy(report)).toBe(true)
    expect(
      canStudy({ ...report, history: { times: [1], symbols: ['BTC-USD'], returns: [[0.01]] } }),
    ).toBe(false)
    expect(canStudy({ ...report, positions: [] })).toBe(false)
  })
})
