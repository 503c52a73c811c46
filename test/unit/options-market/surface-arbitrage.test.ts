/**
 * Acceptance 2 of the options issue: a seeded simulator runs through a day, and the surface the
 * makers quote around, taken every hour on that hour's listed expiries, has neither butterfly
 * nor calendar arbitrage on any expiry.
 */
import { describe, expect, it } from 'vitest'
import { OPTION_UNDERLYINGS } from '../../../protocol/index.ts'
import {
  calendarViolations,
  surfaceButterflyViolations,
} from '../../../protocol/options/surface/arbitrage.ts'
import { MarketSimulator } from '../../../server/market/simulator.ts'
import { SYMBOLS } from '../../../server/market/symbols.ts'
import { scheduledExpiries } from '../../../server/options/expiries.ts'
import { buildUnderlyingSurface, realisedVol } from '../../../server/options/surface.ts'

const HOUR = 3_600_000
const START = Date.UTC(2026, 2, 25, 5, 30)

describe('the options surface through a day of the simulator', () => {
  it('is free of butterfly and calendar arbitrage on every expiry, every hour', () => {
    const specs = SYMBOLS.filter((s) =>
      (OPTION_UNDERLYINGS as readonly string[]).includes(s.symbol),
    )
    const sim = new MarketSimulator({
      seed: 42,
      specs,
      tickMs: 60_000,
      startTime: START,
      backfill: { '1m': 200, '5m': 200, '1h': 200, '1d': 200 },
    })
    let checked = 0
    const atmVols = new Set<number>()
    for (let now = START; now <= START + 24 * HOUR; now += 60_000) {
      sim.tick(now)
      if ((now - START) % HOUR !== 0) continue
      const expiries = scheduledExpiries(now).map((s) => s.expiry)
      for (const spec of specs) {
        const built = buildUnderlyingSurface(sim, spec.symbol, spec.volatility, expiries, now)
        expect(built.smiles.map((s) => s.expiry)).toEqual(expiries)
        expect(surfaceButterflyViolations(built.surface)).toEqual([])
        expect(calendarViolations(built.surface)).toEqual([])
        for (const smile of built.smiles) {
          expect(smile.atmVol).toBeGreaterThan(0.2 * spec.volatility)
          expect(smile.atmVol).toBeLessThan(3 * spec.volatility)
          atmVols.add(Number(smile.atmVol.toFixed(6)))
        }
        checked += built.smiles.length
      }
    }
    // 25 hours × 3 underlyings × 5–8 expiries, and the level follows the market, not a constant.
    expect(checked).toBeGreaterThan(25 * 3 * 5)
    expect(atmVols.size).toBeGreaterThan(50)
  })

  it('measures realised volatility of candles, annualised', () => {
    // Closes alternating ±1 %: every log return is ±ln(1.01).
    const closes = Array.from({ length: 11 }, (_, i) => (i % 2 === 0 ? 100 : 101))
    const candles = closes.map((close, i) => ({
      time: i,
      open: close,
      high: close,
      low: close,
      close,
      volume: 0,
    }))
    const r = Math.abs(Math.log(101 / 100))
    expect(realisedVol(candles, 365)).toBeCloseTo(r * Math.sqrt(365), 12)
    expect(realisedVol(candles.slice(0, 3), 365)).toBeUndefined()
  })
})
