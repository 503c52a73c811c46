import { describe, expect, it } from 'vitest'
import {
  bookView,
  depthRatio,
  fallbackTick,
  groupLevels,
  groupingSteps,
  spreadOf,
  stepDecimals,
  withTotals,
  type PriceLevel,
} from '../../../../../src/trading/market/book-levels.ts'

describe('groupLevels', () => {
  const bids: PriceLevel[] = [
    [100.07, 1],
    [100.03, 2],
    [99.99, 3],
    [99.9, 4],
  ]
  const asks: PriceLevel[] = [
    [100.11, 1],
    [100.15, 2],
    [100.2, 3],
    [100.21, 4],
  ]

  it('rounds bids down to the step and sums their sizes, best first', () => {
    expect(groupLevels(bids, 0.1, 'bid')).toEqual([
      [100, 3],
      [99.9, 7],
    ])
  })

  it('rounds asks up to the step and sums their sizes, best first', () => {
    expect(groupLevels(asks, 0.1, 'ask')).toEqual([
      [100.2, 6],
      [100.3, 4],
    ])
  })

  it('keeps a price already on the grid in its own bucket despite binary fractions', () => {
    // 100.3 / 0.1 is 1002.9999999999999 in floating point.
    expect(groupLevels([[100.3, 1]], 0.1, 'bid')).toEqual([[100.3, 1]])
    expect(groupLevels([[100.3, 1]], 0.1, 'ask')).toEqual([[100.3, 1]])
    expect(groupLevels([[64000.1, 2]], 0.1, 'bid')).toEqual([[64000.1, 2]])
  })

  it('groups by whole numbers and by fractional steps of FX symbols', () => {
    expect(
      groupLevels(
        [
          [64017.5, 1],
          [64012.25, 1],
        ],
        10,
        'bid',
      ),
    ).toEqual([[64010, 2]])
    expect(
      groupLevels(
        [
          [64017.5, 1],
          [64012.25, 1],
        ],
        10,
        'ask',
      ),
    ).toEqual([[64020, 2]])
    expect(
      groupLevels(
        [
          [1.08567, 5],
          [1.08561, 5],
        ],
        0.0001,
        'ask',
      ),
    ).toEqual([[1.0857, 10]])
  })

  it('gives exact prices and sizes, without binary noise', () => {
    const [level] = groupLevels(
      [
        [0.30000000000000004, 0.1],
        [0.3, 0.2],
      ],
      0.1,
      'bid',
    )
    expect(level).toEqual([0.3, 0.3])
  })

  it('sorts the result best first even from unsorted input', () => {
    expect(
      groupLevels(
        [
          [99, 1],
          [101, 1],
          [100, 1],
        ],
        1,
        'bid',
      ).map(([p]) => p),
    ).toEqual([101, 100, 99])
    expect(
      groupLevels(
        [
          [101, 1],
          [99, 1],
          [100, 1],
        ],
        1,
        'ask',
      ).map(([p]) => p),
    ).toEqual([99, 100, 101])
  })

  it('drops empty or broken levels', () => {
    expect(
      groupLevels(
        [
          [100, 0],
          [Number.NaN, 1],
          [99, -1],
          [98, 2],
        ],
        1,
        'bid',
      ),
    ).toEqual([[98, 2]])
  })

  it('leaves prices alone (merging equal ones) without a usable step', () => {
    expect(
      groupLevels(
        [
          [100.07, 1],
          [100.07, 2],
          [100.03, 1],
        ],
        0,
        'bid',
      ),
    ).toEqual([
      [100.07, 3],
      [100.03, 1],
    ])
  })
})

describe('steps', () => {
  it('offers the tick times 1, 10, 100 and 1000', () => {
    expect(groupingSteps(0.01)).toEqual([0.01, 0.1, 1, 10])
    expect(groupingSteps(0.0001)).toEqual([0.0001, 0.001, 0.01, 0.1])
    expect(groupingSteps(0.5)).toEqual([0.5, 5, 50, 500])
  })

  it('counts a step’s decimals', () => {
    expect(stepDecimals(0.001)).toBe(3)
    expect(stepDecimals(2.5)).toBe(1)
    expect(stepDecimals(10)).toBe(0)
    expect(stepDecimals(1e-7)).toBe(7)
    expect(stepDecimals(2.5e-8)).toBe(9)
    expect(stepDecimals(0)).toBe(0)
  })

  it('guesses a tick from a price while the symbol’s details are unknown', () => {
    expect(fallbackTick(64000)).toBe(0.01)
    expect(fallbackTick(1.0857)).toBe(0.0001)
  })
})

describe('totals and the view', () => {
  it('adds sizes from the best level outwards and cuts to the row count', () => {
    expect(
      withTotals(
        [
          [10, 0.1],
          [9, 0.2],
          [8, 0.3],
        ],
        2,
      ),
    ).toEqual([
      { price: 10, size: 0.1, total: 0.1 },
      { price: 9, size: 0.2, total: 0.3 },
    ])
  })

  it('sizes depth bars against the larger side of the rows shown', () => {
    const view = bookView(
      [
        [99, 1],
        [98, 1],
        [97, 50],
      ],
      [
        [101, 2],
        [102, 3],
      ],
      1,
      2,
    )
    expect(view.bids.map((r) => r.total)).toEqual([1, 2])
    expect(view.asks.map((r) => r.total)).toEqual([2, 5])
    expect(view.maxTotal).toBe(5)
  })

  it('keeps the depth ratio between 0 and 1', () => {
    expect(depthRatio(2, 5)).toBe(0.4)
    expect(depthRatio(5, 0)).toBe(0)
    expect(depthRatio(7, 5)).toBe(1)
  })
})

describe('spreadOf', () => {
  it('measures the gap between the best bid and ask, absolute and of the mid', () => {
    const s = spreadOf(
      [
        [99, 1],
        [98, 1],
      ],
      [[101, 1]],
    )
    expect(s).toEqual({ bid: 99, ask: 101, mid: 100, absolute: 2, percent: 2 })
  })

  it('is null when a side is empty', () => {
    expect(spreadOf([], [[101, 1]])).toBeNull()
    expect(spreadOf([[99, 1]], [])).toBeNull()
  })
})
