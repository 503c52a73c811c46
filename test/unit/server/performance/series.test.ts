import { describe, expect, it } from 'vitest'
import { performance } from '../../../../protocol/trading.ts'
import { buildPerformance, MAX_POINTS } from '../../../../server/performance/series.ts'
import { windowStart } from '../../../../server/performance/timeframes.ts'

const NOW = Date.UTC(2026, 5, 1, 12)
const DAY = 86_400_000

describe('buildPerformance', () => {
  it('answers just the current point without history', () => {
    const p = buildPerformance({
      portfolioId: 'pf',
      timeframe: '1M',
      now: NOW,
      from: windowStart('1M', NOW),
      prior: undefined,
      points: [],
      current: 100_000,
    })
    expect(performance.parse(p)).toEqual({
      portfolioId: 'pf',
      timeframe: '1M',
      points: [{ time: NOW, equity: 100_000, netDeposits: 0 }],
      startEquity: 100_000,
      endEquity: 100_000,
      change: 0,
      changePercent: 0,
    })
  })

  it('opens the window at the equity carried from before it', () => {
    const from = windowStart('1W', NOW) as number
    expect(from).toBe(NOW - 7 * DAY)
    const p = buildPerformance({
      portfolioId: 'pf',
      timeframe: '1W',
      now: NOW,
      from,
      prior: { time: from - 3_600_000, equity: 1000 },
      points: [{ time: from + DAY, equity: 1100.004 }],
      current: 1250,
    })
    expect(p.points).toEqual([
      { time: from, equity: 1000, netDeposits: 0 },
      { time: from + DAY, equity: 1100, netDeposits: 0 },
      { time: NOW, equity: 1250, netDeposits: 0 },
    ])
    expect(p).toMatchObject({ startEquity: 1000, endEquity: 1250, change: 250, changePercent: 25 })
  })

  it('starts at the first snapshot when history is younger than the window', () => {
    const p = buildPerformance({
      portfolioId: 'pf',
      timeframe: 'ALL',
      now: NOW,
      from: null,
      prior: undefined,
      points: [
        { time: NOW - 2 * DAY, equity: 2000 },
        { time: NOW - DAY, equity: 1800 },
      ],
      current: 1500,
    })
    expect(p).toMatchObject({ startEquity: 2000, change: -500, changePercent: -25 })
    expect(p.points).toHaveLength(3)
  })

  it('downsamples to at most 500 points with the current one last', () => {
    const points = Array.from({ length: 3000 }, (_, i) => ({
      time: NOW - (3000 - i) * 60_000,
      equity: 1000 + i,
    }))
    const p = buildPerformance({
      portfolioId: 'pf',
      timeframe: '1D',
      now: NOW,
      from: NOW - DAY,
      prior: undefined,
      points,
      current: 5000,
    })
    expect(p.points).toHaveLength(MAX_POINTS)
    expect(p.points[0]).toEqual({ ...points[0], netDeposits: 0 })
    expect(p.points.at(-1)).toEqual({ time: NOW, equity: 5000, netDeposits: 0 })
  })

  it('carries the net deposits made up to each point', () => {
    const p = buildPerformance({
      portfolioId: 'pf',
      timeframe: 'ALL',
      now: NOW,
      from: null,
      prior: undefined,
      points: [
        { time: NOW - 3 * DAY, equity: 1000 },
        { time: NOW - DAY, equity: 1600 },
      ],
      current: 1700,
      flows: [
        { time: NOW - 2 * DAY, amount: 500 },
        { time: NOW - 3 * DAY, amount: 1000 },
        { time: NOW - DAY / 2, amount: -200.004 },
      ],
    })
    expect(p.points.map((x) => x.netDeposits)).toEqual([1000, 1500, 1300])
  })
})
