import { describe, expect, it } from 'vitest'
import type { AssetClass } from '../../../../protocol/index.ts'
import { allocationByAsset, allocationByClass } from '../../../../src/pages/portfolio/allocation.ts'
import { line, valuation } from './fixtures.ts'

const classes: Record<string, AssetClass> = {
  'BTC-USD': 'crypto',
  'ETH-USD': 'crypto',
  'AAPL-USD': 'equity',
}

describe('allocation', () => {
  it("by asset: a symbol's spot, manual and perp lines together, cash apart, largest first", () => {
    expect(allocationByAsset(valuation)).toEqual([
      { key: 'BTC-USD', value: 4_500, share: 0.45 },
      { key: 'AAPL-USD', value: 2_000, share: 0.2 },
      { key: 'cash', value: 2_000, share: 0.2 },
      { key: 'ETH-USD', value: 1_500, share: 0.15 },
    ])
  })

  it('by asset class, an unknown symbol under other', () => {
    const withUnknown = {
      ...valuation,
      positions: { ...valuation.positions, 'ZZZ-USD': line('ZZZ-USD', 1_000) },
    }
    const slices = allocationByClass(withUnknown, (s) => classes[s] ?? null)
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ['crypto', 6_000],
      ['cash', 2_000],
      ['equity', 2_000],
      ['other', 1_000],
    ])
    expect(slices.reduce((n, s) => n + s.share, 0)).toBeCloseTo(1, 12)
  })

  it('counts a position worth less than nothing as nothing, and an empty portfolio has no slices', () => {
    const underwater = {
      ...valuation,
      cash: 1_000,
      positions: { 'BTC-USD:perp': line('BTC-USD', -50, { market: 'perp' as const }) },
    }
    expect(allocationByAsset(underwater)).toEqual([{ key: 'cash', value: 1_000, share: 1 }])
    expect(allocationByAsset({ ...valuation, cash: 0, positions: {} })).toEqual([])
  })
})
