import { describe, expect, it } from 'vitest'
import { SWARM_WEIGHT_FLOOR } from '../../../protocol/index.ts'
import {
  agentScore,
  agreementOf,
  nextWeights,
  withFloor,
} from '../../../server/strategies/swarm/rule.ts'

const bars = (equity: number[]) => equity.map((e) => ({ equity: e, move: false }))

describe('agentScore', () => {
  it('is mean over sample standard deviation of the per-bar returns in the window', () => {
    // Returns 10 %, −10 %, 20 %: mean 0.0666…, sample sd 0.15275…
    const s = agentScore(bars([999, 100, 110, 99, 118.8]), 4)
    expect(s.recentReturn).toBeCloseTo(0.2 / 3, 12)
    expect(s.recentVolatility).toBeCloseTo(Math.sqrt(0.07 / 3), 12)
    expect(s.score).toBeCloseTo(0.2 / 3 / Math.sqrt(0.07 / 3), 12)
  })

  it('is 0 with fewer than 3 points, and 0 when the returns never varied', () => {
    expect(agentScore(bars([100, 110]), 10)).toEqual({
      recentReturn: null,
      recentVolatility: null,
      score: 0,
    })
    const flat = agentScore(bars([100, 100, 100, 100]), 10)
    expect([flat.recentReturn, flat.recentVolatility, flat.score]).toEqual([0, 0, 0])
  })

  it('leaves out the return into a capital move', () => {
    const points = bars([100, 110, 99, 118.8])
    const moved = [...points.slice(0, 2), { equity: 220, move: true }, ...bars([198, 237.6])]
    const s = agentScore(moved, 10)
    // 10 %, then (skipped: the move), −10 %, 20 %: as the returns without the move.
    expect(s.score).toBeCloseTo(agentScore(points, 10).score, 12)
  })
})

describe('nextWeights', () => {
  it('multiplies each weight by exp(η·score) and normalises', () => {
    const w = nextWeights([0.5, 0.5], [1, -1], 0.5)
    expect(w[0]).toBeCloseTo(1 / (1 + Math.exp(-1)), 12)
    expect(w[1]).toBeCloseTo(1 / (1 + Math.exp(1)), 12)
  })

  it('keeps equal weights when every score is equal', () => {
    expect(nextWeights([0.25, 0.25, 0.5], [2, 2, 2], 1)).toEqual([0.25, 0.25, 0.5])
  })

  it('never lets a weight fall below the floor, and the weights still sum to 1', () => {
    const w = nextWeights([0.97, 0.02, 0.01], [0, -3, -5], 2)
    expect(w[1]).toBe(SWARM_WEIGHT_FLOOR)
    expect(w[2]).toBe(SWARM_WEIGHT_FLOOR)
    expect(w[0]).toBeCloseTo(1 - 2 * SWARM_WEIGHT_FLOOR, 12)
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  it('raises a pinned weight and shares the rest in proportion', () => {
    const w = withFloor([0.6, 0.39, 0.01], 0.02)
    expect(w[2]).toBe(0.02)
    expect(w[0]).toBeCloseTo((0.6 * 0.98) / 0.99, 12)
    expect(w[1]).toBeCloseTo((0.39 * 0.98) / 0.99, 12)
  })
})

describe('agreementOf', () => {
  it('gives capital-weighted shares and the largest as consensus', () => {
    const a = agreementOf([
      { capital: 600, side: 'long' },
      { capital: 300, side: 'short' },
      { capital: 100, side: 'flat' },
    ])
    expect(a).toEqual({ long: 0.6, short: 0.3, flat: 0.1, consensus: 'long' })
  })

  it('calls a tie flat', () => {
    const a = agreementOf([
      { capital: 500, side: 'long' },
      { capital: 500, side: 'short' },
    ])
    expect(a.consensus).toBe('flat')
  })
})
