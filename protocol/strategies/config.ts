import { z } from 'zod'
import { symbolName, timeframe } from '../market.ts'

/**
 * A strategy is declarative (issue 14): indicators, then rules on indicators, prices, the
 * strategy's own position and time, with sizing and risk limits. Nothing in it is code; the
 * server and the browser evaluate it with the same pure functions (`protocol/strategies/`).
 *
 * Evaluation happens once per closed bar of `timeframe`, in this order:
 * 1. risk limits on the bar's close (stop loss, take profit from the average entry, then the daily
 *    loss limit, which also blocks new entries for the rest of the UTC day);
 * 2. the rules in their order: the first whose condition holds acts, the others wait for the next
 *    bar. An entry beyond `maxEntries` layers, or beyond `risk.maxPositionQuote`, is skipped.
 * Orders are market orders at the close (live: sent as soon as the bar closes).
 */

export const STRATEGY_CONFIG_VERSION = 1
export const MAX_INDICATORS = 12
export const MAX_RULES = 16
export const MAX_CONDITIONS = 16
export const MAX_PARAMETERS = 8
export const MAX_ENTRIES = 50
export const MAX_OFFSET = 10
export const MAX_PERIOD = 1000

/** Indicator ids, rule ids and parameter names: short snake_case. */
export const ruleName = z
  .string()
  .max(24)
  .regex(
    /^[a-z][a-z0-9_]{0,23}$/,
    'Use lower-case letters, digits and _ (at most 24), starting with a letter',
  )

/** A literal, or the current value of a declared parameter (`{ "param": "fast" }`). */
export const numberOrParam = z.union([z.number(), z.object({ param: ruleName }).strict()])
export type NumberOrParam = z.infer<typeof numberOrParam>

export const INDICATOR_KINDS = [
  'sma',
  'ema',
  'rsi',
  'bb_upper',
  'bb_middle',
  'bb_lower',
  'macd',
  'macd_signal',
  'macd_hist',
  /** Highest high of the `period` bars before this one (breakouts compare the close with it). */
  'highest',
  /** Lowest low of the `period` bars before this one. */
  'lowest',
  'atr',
  /** Rate of change over `period` bars, in percent. */
  'roc',
  /** The perpetual funding rate per 8 h in force at the bar's close (fraction); perp only. */
  'funding_rate',
] as const
export const indicatorKind = z.enum(INDICATOR_KINDS)
export type IndicatorKind = z.infer<typeof indicatorKind>

export const priceField = z.enum(['open', 'high', 'low', 'close', 'volume'])
export type PriceField = z.infer<typeof priceField>

export const indicatorSpec = z
  .object({
    id: ruleName,
    kind: indicatorKind,
    /** Bars; required by every kind but macd (fast/slow/signal) and funding_rate. */
    period: numberOrParam.optional(),
    /** The series it reads (sma, ema, rsi, bb_*, roc); default close. */
    source: priceField.optional(),
    /** Bollinger width in standard deviations; default 2. */
    stdDev: numberOrParam.optional(),
    /** MACD periods; default 12, 26, 9. */
    fast: numberOrParam.optional(),
    slow: numberOrParam.optional(),
    signal: numberOrParam.optional(),
  })
  .strict()
export type IndicatorSpec = z.infer<typeof indicatorSpec>

/** The strategy's own position, as the rules see it. */
export const POSITION_FIELDS = [
  /** 1 long, −1 short, 0 flat. */
  'side',
  'entry_price',
  'last_entry_price',
  /** Layers entered since the position opened. */
  'entries',
  'bars_held',
  /** Unrealised P&L of the position at the close, percent of its cost. */
  'pnl_pct',
] as const
export const positionField = z.enum(POSITION_FIELDS)
export type PositionField = z.infer<typeof positionField>

export const TIME_FIELDS = [
  /** UTC hour 0–23 of the bar's close. */
  'hour',
  /** UTC weekday of the bar's close, 0 Sunday – 6 Saturday. */
  'weekday',
  /** Bars since the last entry (a very large number when there was none). */
  'bars_since_entry',
  /** Bars since the last exit (a very large number when there was none). */
  'bars_since_exit',
] as const
export const timeField = z.enum(TIME_FIELDS)
export type TimeField = z.infer<typeof timeField>

/** `offset` reads that many bars back (0 = the bar that just closed). */
const offset = z.number().int().min(0).max(MAX_OFFSET).optional()

export const operand = z.union([
  z.object({ indicator: ruleName, offset }).strict(),
  z.object({ price: priceField, offset }).strict(),
  z.object({ value: numberOrParam }).strict(),
  z.object({ position: positionField }).strict(),
  z.object({ time: timeField }).strict(),
])
export type Operand = z.infer<typeof operand>

export const COMPARISON_OPS = ['gt', 'gte', 'lt', 'lte', 'crosses_above', 'crosses_below'] as const
export const comparisonOp = z.enum(COMPARISON_OPS)
export type ComparisonOp = z.infer<typeof comparisonOp>

/**
 * `left op right × scale`. Crosses compare this bar and the one before (left was ≤ right and is
 * now > right, or the mirror). A comparison with a missing value (indicator still warming up, no
 * position) is false.
 */
export const comparison = z
  .object({
    left: operand,
    op: comparisonOp,
    right: operand,
    /** Multiplies the right side; default 1 (`close < last_entry_price × 0.98`). */
    scale: numberOrParam.optional(),
  })
  .strict()
export type Comparison = z.infer<typeof comparison>

export const condition = z.union([
  z.object({ all: z.array(comparison).min(1).max(MAX_CONDITIONS) }).strict(),
  z.object({ any: z.array(comparison).min(1).max(MAX_CONDITIONS) }).strict(),
])
export type Condition = z.infer<typeof condition>

export const RULE_ACTIONS = [
  /** Buy a layer (opens or adds to a long; ignored while short). */
  'enter_long',
  /** Sell a layer short (perp only; ignored while long). */
  'enter_short',
  /** Close the whole position, whichever side. */
  'exit',
  /** Close `size.value` (a fraction 0–1) of the position. */
  'reduce',
] as const
export const ruleAction = z.enum(RULE_ACTIONS)
export type RuleAction = z.infer<typeof ruleAction>

/**
 * How much an entry trades: `equity_fraction` of the strategy's equity now (its allocated capital
 * plus realised and unrealised P&L), or a fixed `quote` amount in USD. For `reduce`,
 * `position_fraction`. Quantities are rounded down to the symbol's lot.
 */
export const sizing = z
  .object({
    mode: z.enum(['equity_fraction', 'quote', 'position_fraction']),
    value: numberOrParam,
  })
  .strict()
export type Sizing = z.infer<typeof sizing>

export const strategyRule = z
  .object({
    id: ruleName,
    when: condition,
    action: ruleAction,
    size: sizing.optional(),
  })
  .strict()
export type StrategyRule = z.infer<typeof strategyRule>

/** Percentages are of the average entry price (stop/take) or of the day's opening equity (loss). */
export const riskLimits = z
  .object({
    stopLossPct: numberOrParam.optional(),
    takeProfitPct: numberOrParam.optional(),
    /** The position's cost never exceeds this many USD. */
    maxPositionQuote: z.number().positive().max(1e9).optional(),
    dailyLossLimitPct: numberOrParam.optional(),
  })
  .strict()
export type RiskLimits = z.infer<typeof riskLimits>

/** A tunable number: its current value and the range optimisation may search. */
export const parameterSpec = z
  .object({
    value: z.number(),
    min: z.number(),
    max: z.number(),
    /** Grid step; integers when step is a whole number and min is too. */
    step: z.number().positive(),
  })
  .strict()
export type ParameterSpec = z.infer<typeof parameterSpec>

export const strategyMarket = z.enum(['spot', 'perp'])
export type StrategyMarket = z.infer<typeof strategyMarket>

/**
 * The shape only; `validateConfig` (protocol/strategies/validate.ts) adds the cross-field rules
 * (every referenced indicator and parameter is declared, periods are whole numbers in range,
 * values lie in their ranges, shorts only on perp, …) with each problem's path.
 */
export const strategyConfigShape = z
  .object({
    version: z.literal(STRATEGY_CONFIG_VERSION),
    symbol: symbolName.max(19),
    timeframe,
    market: strategyMarket,
    /** Perp only, 1–10; default 1. */
    leverage: z.number().int().min(1).max(10).optional(),
    indicators: z.array(indicatorSpec).max(MAX_INDICATORS),
    rules: z.array(strategyRule).min(1).max(MAX_RULES),
    /** Layers a position may have; default 1. */
    maxEntries: z.number().int().min(1).max(MAX_ENTRIES).optional(),
    risk: riskLimits,
    parameters: z.record(ruleName, parameterSpec),
  })
  .strict()
export type StrategyConfig = z.infer<typeof strategyConfigShape>
