import { describe, expect, it } from 'vitest'
import {
  attributionRows,
  exposuresBySymbol,
  scenarioShocks,
  stressMatrix,
  varRows,
} from '../../../../src/pages/risk/risk-view.ts'
import { riskReportFixture } from './fixture.ts'

describe('risk view', () => {
  it('puts VaR in one row per method and horizon, 95 % before 99 %', () => {
    const rows = varRows(riskReportFixture().var)
    expect(rows.map((r) => `${r.method}/${r.horizonDays}`)).toEqual([
      'historical/1',
      'historical/10',
      'parametric/1',
      'parametric/10',
      'monte_carlo/1',
      'monte_carlo/10',
    ])
    expect(rows[0]?.cells[0]?.var).toBe(2_000)
    expect(rows[0]?.cells[1]?.var).toBeCloseTo(2_800, 9)
    expect(rows[1]?.cells[0]?.var).toBeCloseTo(2_000 * Math.sqrt(10), 9)
  })

  it('leaves a gap where the answer lacks a figure and drops a method it lacks entirely', () => {
    const figures = riskReportFixture().var.filter(
      (f) => f.method !== 'monte_carlo' && !(f.method === 'parametric' && f.level === 0.99),
    )
    const rows = varRows(figures)
    expect(rows.map((r) => r.method)).not.toContain('monte_carlo')
    expect(rows.find((r) => r.method === 'parametric')?.cells[1]).toBeNull()
  })

  it('names only the shocked asset classes of a scenario', () => {
    const [crypto, vol] = riskReportFixture().stress
    expect(crypto && scenarioShocks(crypto)).toEqual([{ assetClass: 'crypto', shock: -0.3 }])
    expect(vol && scenarioShocks(vol)).toEqual([])
  })

  it('lays stress P&L out by position and scenario, liquidations kept', () => {
    const report = riskReportFixture()
    const rows = stressMatrix({
      ...report,
      stress: report.stress.map((s) => ({
        ...s,
        positions: s.positions.filter((p) => p.key !== 'AAPL-USD' || s.id !== 'vol_x2'),
      })),
    })
    expect(rows.map((r) => r.position.key)).toEqual(['BTC-USD', 'ETH-USD:perp', 'AAPL-USD'])
    expect(rows[1]?.cells[0]).toEqual({ pnl: -6_000, liquidated: true })
    expect(rows[2]?.cells[1]).toBeNull()
  })

  it('orders attribution by size and sums the components to the total', () => {
    const { rows, sum, total } = attributionRows(riskReportFixture())
    expect(rows.map((r) => r.key)).toEqual(['ETH-USD:perp', 'BTC-USD', 'AAPL-USD'])
    expect(rows[0]?.position?.market).toBe('perp')
    expect(Math.abs(sum - total)).toBeLessThan(1e-9)
  })

  it('adds spot and perpetual exposure of one symbol in the order of the history', () => {
    const report = riskReportFixture()
    const btcPerp = {
      ...report.positions[1]!,
      key: 'BTC-USD:perp',
      symbol: 'BTC-USD',
      exposure: -5_000,
    }
    expect(exposuresBySymbol({ ...report, positions: [...report.positions, btcPerp] })).toEqual([
      25_000, 30_000, 20_000,
    ])
  })
})
