import { describe, expect, it } from 'vitest'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import { validateConfig } from '../../../protocol/strategies/index.ts'
import { ALWAYS, alwaysLong } from './config-fixtures.ts'

type Path = (string | number)[]

/** The paths of the issues found, with their messages. */
function issues(config: unknown): { path: Path; message: string }[] {
  const v = validateConfig(config)
  return v.ok ? [] : v.issues
}
const paths = (config: unknown): Path[] => issues(config).map((i) => i.path)

const crossover = (): StrategyConfig =>
  alwaysLong({
    indicators: [
      { id: 'fast', kind: 'sma', period: { param: 'fast' } },
      { id: 'slow', kind: 'ema', period: 30 },
    ],
    rules: [
      {
        id: 'up',
        when: {
          all: [
            { left: { value: 1 }, op: 'gt', right: { value: 0 } },
            { left: { indicator: 'fast' }, op: 'crosses_above', right: { indicator: 'slow' } },
          ],
        },
        action: 'enter_long',
        size: { mode: 'equity_fraction', value: 0.5 },
      },
      {
        id: 'down',
        when: { any: [{ left: { indicator: 'fast' }, op: 'lt', right: { indicator: 'slow' } }] },
        action: 'exit',
      },
    ],
    parameters: { fast: { value: 10, min: 5, max: 20, step: 1 } },
  })

describe('validateConfig', () => {
  it('accepts a valid config and returns it parsed', () => {
    const v = validateConfig(crossover())
    expect(v).toEqual({ ok: true, config: crossover() })
  })

  it('reports shape errors with their paths', () => {
    expect(paths({ ...crossover(), version: 2 })).toEqual([['version']])
    expect(paths({ ...crossover(), rules: [] })).toEqual([['rules']])
  })

  it('names an unknown indicator where it is referenced', () => {
    const c = crossover()
    const rule = c.rules[0]
    if (rule && 'all' in rule.when)
      rule.when.all[1] = { left: { indicator: 'fastt' }, op: 'gt', right: { value: 1 } }
    expect(issues(c)).toEqual([
      {
        path: ['rules', 0, 'when', 'all', 1, 'left', 'indicator'],
        message: 'Unknown indicator "fastt"',
      },
    ])
  })

  it('names an unknown parameter wherever it is used', () => {
    const c = crossover()
    c.risk = { stopLossPct: { param: 'stop' } }
    const rule = c.rules[0]
    if (rule) rule.size = { mode: 'equity_fraction', value: { param: 'size' } }
    expect(paths(c)).toEqual([
      ['rules', 0, 'size', 'value', 'param'],
      ['risk', 'stopLossPct', 'param'],
    ])
  })

  it('rejects duplicate indicator and rule ids', () => {
    const c = crossover()
    c.indicators.push({ id: 'fast', kind: 'rsi', period: 14 })
    c.rules.push({ id: 'up', when: ALWAYS, action: 'exit' })
    expect(paths(c)).toEqual([
      ['indicators', 2, 'id'],
      ['rules', 2, 'id'],
    ])
  })

  it('wants whole periods from 1 to 1000, over a parameter’s whole range', () => {
    const c = crossover()
    c.indicators.push(
      { id: 'a', kind: 'rsi', period: 0 },
      { id: 'b', kind: 'atr', period: 2.5 },
      { id: 'c', kind: 'roc' },
    )
    expect(paths(c)).toEqual([
      ['indicators', 2, 'period'],
      ['indicators', 3, 'period'],
      ['indicators', 4, 'period'],
    ])
    const wide = crossover()
    wide.parameters.fast = { value: 10, min: 0, max: 20, step: 1 }
    expect(issues(wide)).toEqual([
      {
        path: ['indicators', 0, 'period'],
        message:
          'Must be a whole number of bars from 1 to 1000: parameter "fast" ranges over 0..20 step 1',
      },
    ])
    const fractional = crossover()
    fractional.parameters.fast = { value: 10, min: 5, max: 20, step: 0.5 }
    expect(paths(fractional)).toEqual([['indicators', 0, 'period']])
    const macd = crossover()
    macd.indicators.push({ id: 'm', kind: 'macd', fast: 12, slow: 2000 })
    expect(paths(macd)).toEqual([['indicators', 2, 'slow']])
  })

  it('keeps a parameter’s value inside min..max and min ≤ max', () => {
    const c = crossover()
    c.parameters.fast = { value: 25, min: 5, max: 20, step: 1 }
    expect(issues(c)).toEqual([
      { path: ['parameters', 'fast', 'value'], message: 'Value 25 lies outside 5..20' },
    ])
    c.parameters.fast = { value: 10, min: 30, max: 20, step: 1 }
    expect(paths(c)).toContainEqual(['parameters', 'fast', 'min'])
  })

  it('allows shorts, funding and leverage only on perp', () => {
    const c = crossover()
    c.leverage = 3
    c.indicators.push({ id: 'f', kind: 'funding_rate' })
    c.rules.push({
      id: 'short',
      when: ALWAYS,
      action: 'enter_short',
      size: { mode: 'quote', value: 100 },
    })
    expect(paths(c)).toEqual([['indicators', 2, 'kind'], ['rules', 2, 'action'], ['leverage']])
    expect(paths({ ...c, market: 'perp' })).toEqual([])
  })

  it('sizes entries by equity fraction (0, 1] or a positive quote, reductions by position fraction', () => {
    const sized = (
      action: StrategyConfig['rules'][number]['action'],
      size?: StrategyConfig['rules'][number]['size'],
    ) =>
      paths(alwaysLong({ rules: [{ id: 'r', when: ALWAYS, action, ...(size ? { size } : {}) }] }))
    expect(sized('enter_long')).toEqual([['rules', 0, 'size']])
    expect(sized('enter_long', { mode: 'equity_fraction', value: 1.5 })).toEqual([
      ['rules', 0, 'size', 'value'],
    ])
    expect(sized('enter_long', { mode: 'equity_fraction', value: 0 })).toEqual([
      ['rules', 0, 'size', 'value'],
    ])
    expect(sized('enter_long', { mode: 'quote', value: -5 })).toEqual([
      ['rules', 0, 'size', 'value'],
    ])
    expect(sized('enter_long', { mode: 'position_fraction', value: 0.5 })).toEqual([
      ['rules', 0, 'size', 'mode'],
    ])
    expect(sized('reduce')).toEqual([['rules', 0, 'size']])
    expect(sized('reduce', { mode: 'position_fraction', value: 1.2 })).toEqual([
      ['rules', 0, 'size', 'value'],
    ])
    expect(sized('reduce', { mode: 'quote', value: 10 })).toEqual([['rules', 0, 'size', 'mode']])
    expect(sized('exit', { mode: 'position_fraction', value: 0.5 })).toEqual([['rules', 0, 'size']])
    expect(sized('reduce', { mode: 'position_fraction', value: 0.5 })).toEqual([])
  })

  it('wants risk percentages above 0 and at most 100', () => {
    const c = alwaysLong({ risk: { stopLossPct: 0, takeProfitPct: 150, dailyLossLimitPct: 100 } })
    expect(issues(c)).toEqual([
      {
        path: ['risk', 'stopLossPct'],
        message: 'A percentage lies above 0 and at most 100, got 0',
      },
      {
        path: ['risk', 'takeProfitPct'],
        message: 'A percentage lies above 0 and at most 100, got 150',
      },
    ])
  })
})
