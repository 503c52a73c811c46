import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../../protocol/index.ts'
import { applyPatch, mergePatch } from '../../../../src/data/settings-patch.ts'

describe('mergePatch', () => {
  it('merges parts field by field, the later change winning', () => {
    const merged = mergePatch(
      { theme: 'light', trading: { leverage: 3, autoClose: true } },
      { trading: { leverage: 5 }, chart: { type: 'line' } },
    )
    expect(merged).toEqual({
      theme: 'light',
      trading: { leverage: 5, autoClose: true },
      chart: { type: 'line' },
    })
  })

  it('replaces lists whole', () => {
    expect(mergePatch({ watchlist: ['BTC-USD'] }, { watchlist: ['ETH-USD'] })).toEqual({
      watchlist: ['ETH-USD'],
    })
  })
})

describe('applyPatch', () => {
  it('shows the change over the settings, keeping every other field', () => {
    const next = applyPatch(DEFAULT_SETTINGS, { trading: { slippageTolerance: 2 } })
    expect(next.trading).toEqual({ ...DEFAULT_SETTINGS.trading, slippageTolerance: 2 })
    expect(next.chart).toBe(DEFAULT_SETTINGS.chart)
    expect(DEFAULT_SETTINGS.trading.slippageTolerance).toBe(0.5)
  })
})
