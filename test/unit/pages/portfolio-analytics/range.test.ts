import { describe, expect, it } from 'vitest'
import { customRangeProblem, rangeQuery } from '../../../../src/pages/portfolio-analytics/range.ts'

const at = (iso: string) => Date.parse(`${iso}T15:30:00Z`)

describe('analytics range', () => {
  it('counts preset chips back from today (UTC) and leaves `to` to the server', () => {
    const now = at('2026-05-20')
    expect(rangeQuery({ kind: 'chip', chip: '1M' }, now)).toEqual({ from: '2026-04-20' })
    expect(rangeQuery({ kind: 'chip', chip: '3M' }, now)).toEqual({ from: '2026-02-20' })
    expect(rangeQuery({ kind: 'chip', chip: '6M' }, now)).toEqual({ from: '2025-11-20' })
    expect(rangeQuery({ kind: 'chip', chip: '1Y' }, now)).toEqual({ from: '2025-05-20' })
    expect(rangeQuery({ kind: 'chip', chip: 'YTD' }, now)).toEqual({ from: '2026-01-01' })
    expect(rangeQuery({ kind: 'chip', chip: 'ALL' }, now)).toEqual({})
  })

  it('clamps to the end of a shorter month', () => {
    expect(rangeQuery({ kind: 'chip', chip: '1M' }, at('2026-03-31'))).toEqual({
      from: '2026-02-28',
    })
    expect(rangeQuery({ kind: 'chip', chip: '1Y' }, at('2024-02-29'))).toEqual({
      from: '2023-02-28',
    })
  })

  it('sends a custom range as typed, once both days are there and in order', () => {
    const custom = { kind: 'custom', from: '2026-01-05', to: '2026-02-01' } as const
    expect(rangeQuery(custom, at('2026-05-20'))).toEqual({ from: '2026-01-05', to: '2026-02-01' })
    expect(customRangeProblem('2026-01-05', '2026-02-01')).toBeNull()
    expect(customRangeProblem('2026-01-05', '2026-01-05')).toBeNull()
    expect(customRangeProblem('', '2026-02-01')).toBe('missing')
    expect(customRangeProblem('2026-03-01', '2026-02-01')).toBe('order')
  })
})
