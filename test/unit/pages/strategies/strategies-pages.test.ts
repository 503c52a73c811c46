import { describe, expect, it } from 'vitest'
import { presetOf, presetRange, rangeMs } from '../../../../src/pages/backtesting/backtest-range.ts'
import { compareColumns } from '../../../../src/pages/backtesting/compare-series.ts'
import {
  issueAt,
  issuesAt,
  numberOrParamText,
  parseNumberOrParam,
  serverIssues,
} from '../../../../src/pages/strategy-studio/editor-draft.ts'

describe('the rule editor draft', () => {
  it('reads a number or a parameter name as typed', () => {
    expect(parseNumberOrParam('14')).toBe(14)
    expect(parseNumberOrParam(' 0.5 ')).toBe(0.5)
    expect(parseNumberOrParam('fast')).toEqual({ param: 'fast' })
    expect(parseNumberOrParam('')).toBeUndefined()
    expect(parseNumberOrParam('Fast!')).toBeNaN()
    expect(numberOrParamText({ param: 'slow' })).toBe('slow')
    expect(numberOrParamText(Number.NaN)).toBe('')
  })

  it('puts the server’s 422 fields on the config’s own paths', () => {
    const issues = serverIssues([
      { loc: ['body', 'config', 'rules', 0, 'id'], msg: 'Bad id' },
      { loc: ['body', 'allocatedCapital'], msg: 'Too big' },
    ])
    expect(issues[0]?.path).toEqual(['rules', 0, 'id'])
    expect(issueAt(issues, ['rules', 0, 'id'])).toBe('Bad id')
    expect(issuesAt(issues, ['rules'])).toEqual(['Bad id'])
    expect(issueAt(issues, ['allocatedCapital'])).toBe('Too big')
  })
})

describe('the backtest range', () => {
  const now = Date.UTC(2026, 10, 24, 15, 30)
  it('ends presets today and never after now', () => {
    expect(presetRange('1M', now)).toEqual({ from: '2026-10-24', to: '2026-11-24' })
    expect(presetRange('5Y', now).from).toBe('2021-11-24')
    expect(presetOf(presetRange('6M', now), now)).toBe('6M')
    expect(rangeMs({ from: '2026-11-01', to: '2026-11-24' }, now)).toEqual({
      from: Date.UTC(2026, 10, 1),
      to: now,
    })
    expect(rangeMs({ from: '2026-11-24', to: '2026-11-01' }, now)).toBeNull()
  })
})

describe('comparing two equity curves', () => {
  it('carries each curve forward on the union of times and stops at its end', () => {
    const cols = compareColumns(
      { time: [1000, 3000, 5000], value: [10, 11, 12] },
      { time: [2000, 3000], value: [20, 21] },
    )
    expect(cols[0]).toEqual([1, 2, 3, 5])
    expect(cols[1]).toEqual([10, 10, 11, 12])
    expect(cols[2]).toEqual([null, 20, 21, null])
  })
})
