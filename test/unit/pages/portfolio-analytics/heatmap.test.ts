import { describe, expect, it } from 'vitest'
import {
  heatColour,
  heatmapRows,
  heatScale,
} from '../../../../src/pages/portfolio-analytics/heatmap.ts'

describe('monthly heat map', () => {
  const rows = heatmapRows(
    [
      { year: 2026, month: 1, r: 0.01 },
      { year: 2025, month: 11, r: -0.04 },
      { year: 2025, month: 12, r: 0.02 },
    ],
    [
      { year: 2025, r: -0.0208 },
      { year: 2026, r: 0.01 },
    ],
  )

  it('puts years in rows, in order, twelve months each and the year total', () => {
    expect(rows.map((r) => r.year)).toEqual([2025, 2026])
    expect(rows[0]?.months).toHaveLength(12)
    expect(rows[0]?.months[10]).toBe(-0.04)
    expect(rows[0]?.months[0]).toBeNull()
    expect(rows[1]?.months[0]).toBe(0.01)
    expect(rows.map((r) => r.total)).toEqual([-0.0208, 0.01])
  })

  it('scales colour by the largest month: green gains, red losses, none for nothing', () => {
    const largest = heatScale(rows)
    expect(largest).toBe(0.04)
    expect(heatColour(-0.04, largest)).toBe('color-mix(in srgb, var(--down) 50%, var(--bg-panel))')
    expect(heatColour(0.02, largest)).toBe('color-mix(in srgb, var(--up) 29%, var(--bg-panel))')
    expect(heatColour(null, largest)).toBeUndefined()
    expect(heatColour(0, largest)).toBeUndefined()
  })
})
