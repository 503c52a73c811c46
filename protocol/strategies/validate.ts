import {
  MAX_PERIOD,
  strategyConfigShape,
  type NumberOrParam,
  type Operand,
  type StrategyConfig,
} from './config.ts'
import type { ValidatedConfig } from './engine-types.ts'

/**
 * A strategy config as the trader wrote it: the shape (config.ts), then the rules that span
 * fields, each problem with the path to the field at fault so the editor can mark it. A value
 * given as a parameter must satisfy the rule over the parameter's whole range, since
 * optimisation may try any value in it.
 */

type Path = (string | number)[]
type Issue = { path: Path; message: string }

const NO_PERIOD = new Set(['macd', 'macd_signal', 'macd_hist', 'funding_rate'])

class Checker {
  readonly issues: Issue[] = []
  constructor(private readonly config: StrategyConfig) {}

  add(path: Path, message: string): void {
    this.issues.push({ path, message })
  }

  /** The values a number or parameter may take, or null when it names no parameter. */
  range(
    v: NumberOrParam,
    path: Path,
  ): { lo: number; hi: number; step: number; name?: string } | null {
    if (typeof v === 'number') return { lo: v, hi: v, step: 1 }
    const p = this.config.parameters[v.param]
    if (!p) {
      this.add([...path, 'param'], `Unknown parameter "${v.param}"`)
      return null
    }
    return { lo: p.min, hi: p.max, step: p.step, name: v.param }
  }

  /** `what` must hold for every value `v` may take; `whole` asks for whole numbers too. */
  check(
    v: NumberOrParam | undefined,
    path: Path,
    lo: number,
    hi: number,
    loOpen: boolean,
    what: string,
    whole = false,
  ): void {
    if (v === undefined) return
    const r = this.range(v, path)
    if (!r) return
    const inside = (x: number) =>
      (loOpen ? x > lo : x >= lo) && x <= hi && (!whole || Number.isInteger(x))
    const ok =
      inside(r.lo) && inside(r.hi) && (!whole || r.name === undefined || Number.isInteger(r.step))
    if (ok) return
    this.add(
      path,
      r.name === undefined
        ? `${what}, got ${r.lo}`
        : `${what}: parameter "${r.name}" ranges over ${r.lo}..${r.hi} step ${r.step}`,
    )
  }

  period(v: NumberOrParam | undefined, path: Path): void {
    this.check(
      v,
      path,
      1,
      MAX_PERIOD,
      false,
      `Must be a whole number of bars from 1 to ${MAX_PERIOD}`,
      true,
    )
  }

  operand(o: Operand, path: Path, indicators: Set<string>): void {
    if ('indicator' in o && !indicators.has(o.indicator)) {
      this.add([...path, 'indicator'], `Unknown indicator "${o.indicator}"`)
    }
    if ('value' in o) this.range(o.value, [...path, 'value'])
  }
}

function checkParameters(c: Checker, config: StrategyConfig): void {
  for (const [name, p] of Object.entries(config.parameters)) {
    if (p.min > p.max)
      c.add(['parameters', name, 'min'], `Minimum ${p.min} is above maximum ${p.max}`)
    else if (p.value < p.min || p.value > p.max) {
      c.add(['parameters', name, 'value'], `Value ${p.value} lies outside ${p.min}..${p.max}`)
    }
  }
}

function checkIndicators(c: Checker, config: StrategyConfig): Set<string> {
  const ids = new Set<string>()
  config.indicators.forEach((s, k) => {
    const path = ['indicators', k]
    if (ids.has(s.id)) c.add([...path, 'id'], `Indicator id "${s.id}" is used twice`)
    ids.add(s.id)
    if (s.kind === 'funding_rate' && config.market !== 'perp') {
      c.add([...path, 'kind'], 'funding_rate exists only on perp: set market to perp')
    }
    if (!NO_PERIOD.has(s.kind)) {
      if (s.period === undefined) c.add([...path, 'period'], `A ${s.kind} indicator needs a period`)
      c.period(s.period, [...path, 'period'])
    }
    if (s.kind.startsWith('macd')) {
      for (const key of ['fast', 'slow', 'signal'] as const) c.period(s[key], [...path, key])
    }
    c.check(
      s.stdDev,
      [...path, 'stdDev'],
      0,
      10,
      true,
      'Must be above 0 and at most 10 standard deviations',
    )
  })
  return ids
}

function checkRules(c: Checker, config: StrategyConfig, indicators: Set<string>): void {
  const ids = new Set<string>()
  config.rules.forEach((rule, r) => {
    const path = ['rules', r]
    if (ids.has(rule.id)) c.add([...path, 'id'], `Rule id "${rule.id}" is used twice`)
    ids.add(rule.id)
    const [key, comparisons] = 'all' in rule.when ? ['all', rule.when.all] : ['any', rule.when.any]
    comparisons.forEach((cmp, j) => {
      const at = [...path, 'when', key, j]
      c.operand(cmp.left, [...at, 'left'], indicators)
      c.operand(cmp.right, [...at, 'right'], indicators)
      if (cmp.scale !== undefined) c.range(cmp.scale, [...at, 'scale'])
    })
    if (rule.action === 'enter_short' && config.market !== 'perp') {
      c.add([...path, 'action'], 'enter_short needs market perp: spot cannot be sold short')
    }
    const size = rule.size
    const sizePath = [...path, 'size']
    if (rule.action === 'exit') {
      if (size) c.add(sizePath, 'exit closes the whole position; use reduce to close part of it')
      return
    }
    if (!size) {
      c.add(
        sizePath,
        rule.action === 'reduce'
          ? 'reduce needs a position_fraction size'
          : 'An entry needs a size',
      )
      return
    }
    const valuePath = [...sizePath, 'value']
    if (rule.action === 'reduce') {
      if (size.mode !== 'position_fraction')
        c.add([...sizePath, 'mode'], 'reduce is sized by position_fraction')
      else
        c.check(size.value, valuePath, 0, 1, true, 'A position fraction lies above 0 and at most 1')
    } else if (size.mode === 'position_fraction') {
      c.add([...sizePath, 'mode'], 'An entry is sized by equity_fraction or quote')
    } else if (size.mode === 'equity_fraction') {
      c.check(size.value, valuePath, 0, 1, true, 'An equity fraction lies above 0 and at most 1')
    } else c.check(size.value, valuePath, 0, 1e9, true, 'A quote amount is above 0 USD')
  })
}

function checkRisk(c: Checker, config: StrategyConfig): void {
  for (const key of ['stopLossPct', 'takeProfitPct', 'dailyLossLimitPct'] as const) {
    c.check(
      config.risk[key],
      ['risk', key],
      0,
      100,
      true,
      'A percentage lies above 0 and at most 100',
    )
  }
  if (config.leverage !== undefined && config.market !== 'perp') {
    c.add(['leverage'], 'Leverage applies to perp only')
  }
}

export function validateConfig(raw: unknown): ValidatedConfig {
  const parsed = strategyConfigShape.safeParse(raw)
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
        message: i.message,
      })),
    }
  }
  const config = parsed.data
  const c = new Checker(config)
  checkParameters(c, config)
  const indicators = checkIndicators(c, config)
  checkRules(c, config, indicators)
  checkRisk(c, config)
  return c.issues.length > 0 ? { ok: false, issues: c.issues } : { ok: true, config }
}
