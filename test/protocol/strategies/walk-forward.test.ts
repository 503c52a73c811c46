import { describe, expect, it } from 'vitest'
import { walkForwardReport } from '../../../protocol/strategies-api.ts'
import {
  STRATEGY_TEMPLATES,
  walkForward,
  type Bars,
  type WalkForwardInput,
} from '../../../protocol/strategies/index.ts'
import { BTC_FILL, flatBars } from './bars.ts'

const crossover = STRATEGY_TEMPLATES[0]?.config
if (!crossover) throw new Error('no template')

const WARMUP = 100
const WINDOW = 1000

/**
 * Two windows of 1,000 hourly bars after a warm-up: a 60-bar ±3 % swing around a trend that climbs
 * 0.1 % a bar, except (when `turn`) the last 30 % of each window, where it falls 0.25 % a bar.
 */
function swings(turn: boolean): Bars {
  const closes: number[] = []
  let level = 60_000
  for (let i = 0; i < WARMUP + 2 * WINDOW; i++) {
    const inWindow = (i - WARMUP) % WINDOW
    const falling = turn && i >= WARMUP && inWindow >= 0.7 * WINDOW
    level *= falling ? 0.9975 : 1.001
    closes.push(level * (1 + 0.03 * Math.sin((2 * Math.PI * i) / 60)))
  }
  return flatBars(closes)
}

const input = (bars: Bars): WalkForwardInput => ({
  config: {
    ...crossover,
    risk: {},
    parameters: {
      fast: { value: 5, min: 3, max: 9, step: 2 },
      slow: { value: 20, min: 15, max: 30, step: 5 },
    },
  },
  bars,
  startIndex: WARMUP,
  initialCapital: 10_000,
  fill: BTC_FILL,
  method: 'grid',
  objective: { kind: 'profit', minTrades: 1 },
  folds: 2,
  inSampleFraction: 0.7,
})

describe('walk-forward analysis', () => {
  it('flags parameters that fit the in-sample trend and fail out of sample', () => {
    const bars = swings(true)
    const report = walkForward(input(bars))
    expect(walkForwardReport.parse(report)).toEqual(report)
    expect(report.folds).toHaveLength(2)
    const [first, second] = report.folds
    expect(first?.inSample.from).toBe(bars.time[WARMUP])
    expect(first?.outOfSample.from).toBe(bars.time[WARMUP + 700])
    expect(second?.inSample.from).toBe(bars.time[WARMUP + WINDOW])
    expect(report.inSampleScore).toBeGreaterThan(0)
    expect(report.outOfSampleScore).toBeLessThan(0)
    expect(report.diverges).toBe(true)
    expect(report.message).toContain('opposite signs')
    expect(report.message).toContain(`${((report.outOfSampleScore ?? 0) * 100).toFixed(2)} %`)
    expect(report.outOfSample.bars).toBe(600)
  })

  it('does not flag parameters that hold up out of sample, and repeats exactly', () => {
    const report = walkForward(input(swings(false)))
    expect(report.outOfSampleScore).toBeGreaterThan((report.inSampleScore ?? 0) / 2)
    expect(report.diverges).toBe(false)
    expect(report.message).toContain('hold up')
    expect(walkForward(input(swings(false)))).toEqual(report)
  })

  it('reports progress across folds up to 1', () => {
    const seen: number[] = []
    walkForward(input(swings(false)), { onProgress: (f) => seen.push(f) })
    expect(seen.at(-1)).toBe(1)
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true)
  })
})
