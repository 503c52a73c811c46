import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import type { PriceLevel } from '../../../../../src/trading/market/book-levels.ts'
import {
  depthLabel,
  depthSeries,
  symmetricRange,
} from '../../../../../src/trading/market/depth-series.ts'

describe('depthSeries', () => {
  const bids: PriceLevel[] = [
    [99, 1],
    [98, 2],
    [97, 3],
  ]
  const asks: PriceLevel[] = [
    [101, 4],
    [102, 5],
  ]

  it('lays prices out in ascending order: bids far to best, then asks best to far', () => {
    expect(depthSeries(bids, asks)[0]).toEqual([97, 98, 99, 101, 102])
  })

  it('accumulates each side from the best price outwards, null on the other side', () => {
    const [, bidDepth, askDepth] = depthSeries(bids, asks)
    expect(bidDepth).toEqual([6, 3, 1, null, null])
    expect(askDepth).toEqual([null, null, null, 4, 9])
  })

  it('gives uPlot columns of equal length', () => {
    const [x, b, a] = depthSeries(bids, asks)
    expect(b).toHaveLength(x.length)
    expect(a).toHaveLength(x.length)
  })

  it('works with one side empty and with an empty book', () => {
    expect(depthSeries([], asks)).toEqual([
      [101, 102],
      [null, null],
      [4, 9],
    ])
    expect(depthSeries([], [])).toEqual([[], [], []])
  })

  it('keeps x ascending when the book arrives unsorted or crossed', () => {
    const [x] = depthSeries(
      [
        [98, 1],
        [99, 1],
      ],
      [
        [98.5, 1],
        [100, 1],
      ],
    )
    expect(x).toEqual([98, 99, 100])
  })

  it('skips empty levels', () => {
    expect(
      depthSeries(
        [
          [99, 0],
          [98, 1],
        ],
        [],
      ),
    ).toEqual([[98], [1], [null]])
  })
})

describe('symmetricRange', () => {
  it('centres the x range on the mid price, wide enough for the wider side', () => {
    expect(symmetricRange(100, 97, 102)).toEqual([97, 103])
    expect(symmetricRange(100, 99, 110)).toEqual([90, 110])
  })

  it('falls back to the data range without a mid price', () => {
    expect(symmetricRange(0, 97, 102)).toEqual([97, 102])
  })

  it('never answers an empty range', () => {
    const [lo, hi] = symmetricRange(100, 100, 100)
    expect(hi).toBeGreaterThan(lo)
  })
})

describe('depthLabel', () => {
  it('names best bid, best ask and the spread', () => {
    expect(
      depthLabel(i18n.t, 'BTC-USD', {
        bid: 64000,
        ask: 64001,
        mid: 64000.5,
        absolute: 1,
        percent: 0.0015625,
      }),
    ).toBe('Market depth of BTC-USD: best bid 64,000.00, best ask 64,001.00, spread 1.00 (0.0016%)')
  })

  it('says when a side is missing', () => {
    expect(depthLabel(i18n.t, 'BTC-USD', null)).toContain('no orders on one side')
  })
})
