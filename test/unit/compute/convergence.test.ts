import { describe, expect, it } from 'vitest'
import {
  logMoments,
  runConvergence,
  totalPaths,
  type ConvergenceInput,
} from '../../../workers/compute/convergence.ts'
import { percentReporter } from '../../../workers/compute/progress.ts'

/** Two correlated assets with a year of made-up but smooth daily returns. */
function input(over: Partial<ConvergenceInput> = {}): ConvergenceInput {
  const days = 250
  const a = Array.from({ length: days }, (_, t) => 0.02 * Math.sin(t * 1.7) + 0.0004)
  const b = a.map((r, t) => 0.6 * r + 0.01 * Math.cos(t * 2.3))
  return {
    exposures: [60_000, 40_000],
    returns: [a, b],
    level: 0.99,
    horizonDays: 1,
    pathCounts: [256, 1_024, 4_096],
    referencePaths: 2 ** 16,
    repeats: 4,
    seed: 1,
    ...over,
  }
}

describe('convergence study', () => {
  it('takes the moments of log returns', () => {
    const { logMeans, logCov } = logMoments([[0.1, -0.1, 0.05]])
    const logs = [Math.log(1.1), Math.log(0.9), Math.log(1.05)]
    const m = (logs[0]! + logs[1]! + logs[2]!) / 3
    expect(logMeans[0]).toBeCloseTo(m, 12)
    const v = logs.reduce((acc, x) => acc + (x - m) ** 2, 0) / 2
    expect(logCov[0]?.[0]).toBeCloseTo(v, 12)
  })

  it('reports progress up to every path simulated and is the same for the same seed', () => {
    const seen: number[] = []
    const first = runConvergence(input(), (done, total) => {
      expect(total).toBe(totalPaths(input()))
      seen.push(done)
    })
    expect(seen.at(-1)).toBe(totalPaths(input()))
    expect(seen.every((d, i) => i === 0 || d >= (seen[i - 1] ?? 0))).toBe(true)
    expect(runConvergence(input())).toEqual(first)
    expect(first.points.map((p) => p.paths)).toEqual([256, 1_024, 4_096])
    expect(first.reference).toBeGreaterThan(0)
  })

  it('shows Sobol paths closer to the reference than pseudo-random ones at the largest count', () => {
    const { points } = runConvergence(input())
    const last = points.at(-1)
    expect(last && last.sobol.error < last.pseudo.error).toBe(true)
    expect(points.every((p) => Number.isFinite(p.pseudo.error) && p.pseudo.error >= 0)).toBe(true)
  })

  it('sends progress once per whole percent', () => {
    const sent: number[] = []
    const report = percentReporter((p) => sent.push(p))
    for (let done = 0; done <= 1_000; done += 1) report(done, 1_000)
    expect(sent).toHaveLength(101)
    expect(sent.at(-1)).toBe(100)
  })
})
