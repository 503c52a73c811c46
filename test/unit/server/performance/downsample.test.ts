import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { downsample, type EquityPoint } from '../../../../server/performance/downsample.ts'

const line = (n: number, f: (i: number) => number = (i) => i): EquityPoint[] =>
  Array.from({ length: n }, (_, i) => ({ time: i * 60_000, equity: f(i) }))

describe('downsample', () => {
  it('returns short series unchanged', () => {
    const pts = line(10)
    expect(downsample(pts, 10)).toEqual(pts)
    expect(downsample(pts, 500)).toEqual(pts)
    expect(downsample([], 5)).toEqual([])
  })

  it('keeps first and last and exactly max points, in time order', () => {
    const pts = line(5000, (i) => Math.sin(i / 50) * 100 + 1000)
    const out = downsample(pts, 499)
    expect(out).toHaveLength(499)
    expect(out[0]).toEqual(pts[0])
    expect(out.at(-1)).toEqual(pts.at(-1))
    for (let i = 1; i < out.length; i++)
      expect((out[i] as EquityPoint).time).toBeGreaterThan((out[i - 1] as EquityPoint).time)
  })

  it('keeps a lone spike and a lone drawdown', () => {
    const pts = line(3000, (i) => (i === 1234 ? 5000 : i === 2345 ? 10 : 1000))
    const out = downsample(pts, 100)
    expect(out.some((p) => p.equity === 5000)).toBe(true)
    expect(out.some((p) => p.equity === 10)).toBe(true)
  })

  it('handles tiny targets', () => {
    const pts = line(10)
    expect(downsample(pts, 1)).toEqual([pts[9]])
    expect(downsample(pts, 2)).toEqual([pts[0], pts[9]])
  })

  it('always picks input points, ordered, at most max (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 3, max: 600 }), (n, max) => {
        const pts = line(n, (i) => (i * 7919) % 113)
        const out = downsample(pts, max)
        expect(out.length).toBe(Math.min(n, max))
        const times = new Set(pts.map((p) => p.time))
        let prev = -1
        for (const p of out) {
          expect(times.has(p.time)).toBe(true)
          expect(p.time).toBeGreaterThan(prev)
          prev = p.time
        }
      }),
      { numRuns: 200 },
    )
  })
})
