import { describe, expect, it } from 'vitest'
import { bollinger, ema, macd, rsi, sma, type Series } from '../../../protocol/indicators/index.ts'
import type { IndicatorSpec } from '../../../protocol/strategies/config.ts'
import {
  computeIndicator,
  computeIndicators,
  resolveConfig,
} from '../../../protocol/strategies/index.ts'
import { STRATEGY_TEMPLATES } from '../../../protocol/strategies/templates.ts'
import { flatBars, walkBars } from './bars.ts'

const bars = walkBars(3000, 11, 3_600_000, Date.UTC(2024, 0, 1), 60_000)
const closes = Array.from(bars.close)

/** Same warm-up (null ↔ NaN) and the same numbers to 1e-12 relative. */
function expectSame(ours: Float64Array, reference: Series): void {
  expect(ours.length).toBe(reference.length)
  for (let i = 0; i < ours.length; i++) {
    const want = reference[i]
    const got = ours[i] ?? Number.NaN
    if (want === null || want === undefined) expect(got, `index ${i}`).toBeNaN()
    else
      expect(Math.abs(got - want), `index ${i}: ${got} vs ${want}`).toBeLessThanOrEqual(
        1e-12 * Math.max(1, Math.abs(want)),
      )
  }
}

const series = (spec: IndicatorSpec) => computeIndicator(spec, bars)

describe('computeIndicator agrees with protocol/indicators', () => {
  it.each([1, 2, 14, 50, 200])('sma and ema, period %i', (period) => {
    expectSame(series({ id: 'x', kind: 'sma', period }), sma(closes, period))
    expectSame(series({ id: 'x', kind: 'ema', period }), ema(closes, period))
  })

  it.each([2, 14, 30])('Wilder rsi, period %i', (period) => {
    expectSame(series({ id: 'x', kind: 'rsi', period }), rsi(closes, period))
  })

  it.each([
    [20, 2],
    [5, 1.5],
    [100, 3],
  ])('bollinger bands (population deviation), period %i × %f', (period, stdDev) => {
    const want = bollinger(closes, period, stdDev)
    expectSame(series({ id: 'x', kind: 'bb_upper', period, stdDev }), want.upper)
    expectSame(series({ id: 'x', kind: 'bb_middle', period, stdDev }), want.middle)
    expectSame(series({ id: 'x', kind: 'bb_lower', period, stdDev }), want.lower)
  })

  it('bollinger keeps a tiny spread on a large price', () => {
    const tiny = Array.from({ length: 400 }, (_, i) => 60_000 + (i % 3) * 0.01)
    const b = flatBars(tiny)
    const ours = computeIndicator({ id: 'x', kind: 'bb_upper', period: 20, stdDev: 2 }, b)
    expectSame(ours, bollinger(tiny, 20, 2).upper)
  })

  it('macd, signal and histogram (12/26/9 and 5/35/5)', () => {
    for (const [fast, slow, signal] of [
      [12, 26, 9],
      [5, 35, 5],
    ] as const) {
      const want = macd(closes, fast, slow, signal)
      const spec = { id: 'x', fast, slow, signal } as const
      expectSame(series({ ...spec, kind: 'macd' }), want.macd)
      expectSame(series({ ...spec, kind: 'macd_signal' }), want.signal)
      expectSame(series({ ...spec, kind: 'macd_hist' }), want.histogram)
    }
  })

  it('reads another source than the close', () => {
    expectSame(
      series({ id: 'x', kind: 'sma', period: 10, source: 'high' }),
      sma(Array.from(bars.high), 10),
    )
  })
})

describe('the strategy-only indicators', () => {
  const highs = [5, 7, 6, 9, 8, 4, 3, 10]
  const lows = [4, 6, 5, 8, 7, 3, 2, 9]
  const hand = flatBars([4.5, 6.5, 5.5, 8.5, 7.5, 3.5, 2.5, 9.5], { highs, lows })

  it('highest and lowest look at the bars before, not the current one', () => {
    const high = computeIndicator({ id: 'h', kind: 'highest', period: 3 }, hand)
    const low = computeIndicator({ id: 'l', kind: 'lowest', period: 3 }, hand)
    expect(Array.from(high)).toEqual([NaN, NaN, NaN, 7, 9, 9, 9, 8])
    expect(Array.from(low)).toEqual([NaN, NaN, NaN, 4, 5, 5, 3, 2])
  })

  it('highest agrees with a brute-force window maximum on a long series', () => {
    const ours = computeIndicator({ id: 'h', kind: 'highest', period: 17 }, bars)
    for (let i = 17; i < bars.high.length; i += 7) {
      expect(ours[i]).toBe(Math.max(...Array.from(bars.high.subarray(i - 17, i))))
    }
  })

  it("atr is Wilder's smoothing of the true range from the mean of TR[1..period]", () => {
    const atr = computeIndicator({ id: 'a', kind: 'atr', period: 2 }, hand)
    // TR: [_, max(1, |7−4.5|, |6−4.5|)=2.5, max(1,|6−6.5|,|5−6.5|)=1.5, max(1,3.5,2.5)=3.5, …]
    expect(atr[1]).toBeNaN()
    expect(atr[2]).toBeCloseTo((2.5 + 1.5) / 2, 12)
    expect(atr[3]).toBeCloseTo((2 * 1 + 3.5) / 2, 12)
  })

  it('roc is the percent change over the period', () => {
    const roc = computeIndicator({ id: 'r', kind: 'roc', period: 2 }, hand)
    expect(roc[1]).toBeNaN()
    expect(roc[2]).toBeCloseTo((100 * (5.5 - 4.5)) / 4.5, 12)
    expect(roc[7]).toBeCloseTo((100 * (9.5 - 3.5)) / 3.5, 12)
  })

  it('funding_rate copies the bars’ funding, NaN when the bars have none', () => {
    const withFunding = flatBars([1, 2, 3], { funding: [0.0001, -0.0002, 0.0003] })
    expect(Array.from(computeIndicator({ id: 'f', kind: 'funding_rate' }, withFunding))).toEqual([
      0.0001, -0.0002, 0.0003,
    ])
    expect(
      Array.from(computeIndicator({ id: 'f', kind: 'funding_rate' }, flatBars([1, 2]))),
    ).toEqual([NaN, NaN])
  })

  it('computeIndicators reuses a cached series for the same kind and arguments', () => {
    const config = STRATEGY_TEMPLATES[0]?.config
    if (!config) throw new Error('no template')
    const cache = new Map<string, Float64Array>()
    const a = computeIndicators(resolveConfig(config, { fast: 10, slow: 40 }), bars, cache)
    const b = computeIndicators(resolveConfig(config, { fast: 10, slow: 50 }), bars, cache)
    expect(b.fast).toBe(a.fast)
    expect(b.slow).not.toBe(a.slow)
    expect(cache.size).toBe(3)
  })
})
