import type { IndicatorSpec, NumberOrParam, StrategyConfig, StrategyRule } from './config.ts'
import type { ResolvedConfig } from './engine-types.ts'

/**
 * Parameter substitution: every `{ param }` becomes the parameter's number (its declared value,
 * or an override from an optimisation trial or a backtest request) and every default is filled
 * in, so the engine never has to ask "is this a literal or a parameter?" while it runs.
 */

export const INDICATOR_DEFAULTS = { stdDev: 2, fast: 12, slow: 26, signal: 9 } as const

/** The number behind a resolved operand; a parameter left unresolved is a caller's bug. */
export function numberOf(v: NumberOrParam | undefined, fallback: number): number {
  if (v === undefined) return fallback
  if (typeof v === 'number') return v
  throw new Error(`Parameter "${v.param}" was not resolved`)
}

function substitute(
  v: NumberOrParam | undefined,
  values: Record<string, number>,
): number | undefined {
  if (v === undefined || typeof v === 'number') return v
  const value = values[v.param]
  if (value === undefined) throw new Error(`Unknown parameter "${v.param}"`)
  return value
}

function resolveIndicator(spec: IndicatorSpec, values: Record<string, number>): IndicatorSpec {
  const out: IndicatorSpec = { id: spec.id, kind: spec.kind, source: spec.source ?? 'close' }
  const period = substitute(spec.period, values)
  if (period !== undefined) out.period = period
  if (spec.kind.startsWith('bb_')) {
    out.stdDev = substitute(spec.stdDev, values) ?? INDICATOR_DEFAULTS.stdDev
  }
  if (spec.kind.startsWith('macd')) {
    out.fast = substitute(spec.fast, values) ?? INDICATOR_DEFAULTS.fast
    out.slow = substitute(spec.slow, values) ?? INDICATOR_DEFAULTS.slow
    out.signal = substitute(spec.signal, values) ?? INDICATOR_DEFAULTS.signal
  }
  return out
}

function resolveRule(rule: StrategyRule, values: Record<string, number>): StrategyRule {
  const comparisons = 'all' in rule.when ? rule.when.all : rule.when.any
  const resolved = comparisons.map((c) => ({
    left: 'value' in c.left ? { value: substitute(c.left.value, values) ?? 0 } : c.left,
    op: c.op,
    right: 'value' in c.right ? { value: substitute(c.right.value, values) ?? 0 } : c.right,
    scale: substitute(c.scale, values) ?? 1,
  }))
  const out: StrategyRule = {
    id: rule.id,
    when: 'all' in rule.when ? { all: resolved } : { any: resolved },
    action: rule.action,
  }
  if (rule.size)
    out.size = { mode: rule.size.mode, value: substitute(rule.size.value, values) ?? 0 }
  return out
}

/**
 * The config with parameters substituted (overrides must name declared parameters: an unknown
 * name throws, so a typo in an optimisation request cannot silently test the defaults) and the
 * defaults filled: source close, stdDev 2, MACD 12/26/9, maxEntries 1, leverage 1.
 */
export function resolveConfig(
  config: StrategyConfig,
  overrides: Record<string, number> = {},
): ResolvedConfig {
  const values: Record<string, number> = {}
  for (const name of Object.keys(config.parameters).sort()) {
    values[name] = config.parameters[name]?.value ?? 0
  }
  for (const name of Object.keys(overrides).sort()) {
    if (!(name in values)) throw new Error(`Unknown parameter "${name}"`)
    const v = overrides[name]
    if (v === undefined || !Number.isFinite(v))
      throw new Error(`Parameter "${name}" is not a number`)
    values[name] = v
  }
  const risk: ResolvedConfig['risk'] = {}
  const stop = substitute(config.risk.stopLossPct, values)
  const take = substitute(config.risk.takeProfitPct, values)
  const daily = substitute(config.risk.dailyLossLimitPct, values)
  if (stop !== undefined) risk.stopLossPct = stop
  if (take !== undefined) risk.takeProfitPct = take
  if (config.risk.maxPositionQuote !== undefined) {
    risk.maxPositionQuote = config.risk.maxPositionQuote
  }
  if (daily !== undefined) risk.dailyLossLimitPct = daily
  return {
    version: config.version,
    symbol: config.symbol,
    timeframe: config.timeframe,
    market: config.market,
    leverage: config.market === 'perp' ? (config.leverage ?? 1) : 1,
    indicators: config.indicators.map((s) => resolveIndicator(s, values)),
    rules: config.rules.map((r) => resolveRule(r, values)),
    maxEntries: config.maxEntries ?? 1,
    risk,
    parameters: values,
  }
}
