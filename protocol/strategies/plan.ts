import type { Comparison, Operand, StrategyRule } from './config.ts'
import { POSITION_FIELDS, TIME_FIELDS } from './config.ts'
import type { IndicatorTable, ResolvedConfig } from './engine-types.ts'
import { numberOf } from './params.ts'

/**
 * A resolved config compiled once into flat records of numbers, so evaluating a bar is a few
 * switches and array reads: no strings compared, no objects made. Cached per resolved config.
 */

export const OPERAND_INDICATOR = 0
export const OPERAND_PRICE = 1
export const OPERAND_VALUE = 2
export const OPERAND_POSITION = 3
export const OPERAND_TIME = 4

export const PRICE_COLUMNS = ['open', 'high', 'low', 'close', 'volume'] as const

export interface OperandPlan {
  kind: number
  /** Indicator id (OPERAND_INDICATOR). */
  id: string
  /** Index into PRICE_COLUMNS, POSITION_FIELDS or TIME_FIELDS. */
  field: number
  offset: number
  value: number
  /** The indicator's column in the table last bound (bindColumns): no lookup by id per bar. */
  column: Float64Array | null
}

export interface ComparisonPlan {
  left: OperandPlan
  right: OperandPlan
  /** Index into COMPARISON_OPS. */
  op: number
  scale: number
}

export interface RulePlan {
  id: string
  all: boolean
  comparisons: ComparisonPlan[]
  action: StrategyRule['action']
  sizeMode: 'equity_fraction' | 'quote' | 'position_fraction' | null
  sizeValue: number
}

export interface StrategyPlan {
  rules: RulePlan[]
  perp: boolean
  leverage: number
  maxEntries: number
  stopLossPct: number
  takeProfitPct: number
  dailyLossLimitPct: number
  maxPositionQuote: number
  /** The indicator table the operands' columns come from. */
  table: IndicatorTable | null
}

const OPS = ['gt', 'gte', 'lt', 'lte', 'crosses_above', 'crosses_below'] as const

function operandPlan(o: Operand): OperandPlan {
  const plan: OperandPlan = { kind: 0, id: '', field: 0, offset: 0, value: 0, column: null }
  if ('indicator' in o) {
    plan.kind = OPERAND_INDICATOR
    plan.id = o.indicator
    plan.offset = o.offset ?? 0
  } else if ('price' in o) {
    plan.kind = OPERAND_PRICE
    plan.field = PRICE_COLUMNS.indexOf(o.price)
    plan.offset = o.offset ?? 0
  } else if ('value' in o) {
    plan.kind = OPERAND_VALUE
    plan.value = numberOf(o.value, 0)
  } else if ('position' in o) {
    plan.kind = OPERAND_POSITION
    plan.field = POSITION_FIELDS.indexOf(o.position)
  } else {
    plan.kind = OPERAND_TIME
    plan.field = TIME_FIELDS.indexOf(o.time)
  }
  return plan
}

function comparisonPlan(c: Comparison): ComparisonPlan {
  return {
    left: operandPlan(c.left),
    right: operandPlan(c.right),
    op: OPS.indexOf(c.op),
    scale: numberOf(c.scale, 1),
  }
}

function compile(resolved: ResolvedConfig): StrategyPlan {
  const rules = resolved.rules.map((r): RulePlan => ({
    id: r.id,
    all: 'all' in r.when,
    comparisons: ('all' in r.when ? r.when.all : r.when.any).map(comparisonPlan),
    action: r.action,
    sizeMode: r.size?.mode ?? null,
    sizeValue: r.size ? numberOf(r.size.value, 0) : 0,
  }))
  return {
    rules,
    perp: resolved.market === 'perp',
    leverage: resolved.market === 'perp' ? (resolved.leverage ?? 1) : 1,
    maxEntries: resolved.maxEntries ?? 1,
    stopLossPct: numberOf(resolved.risk.stopLossPct, Number.NaN),
    takeProfitPct: numberOf(resolved.risk.takeProfitPct, Number.NaN),
    dailyLossLimitPct: numberOf(resolved.risk.dailyLossLimitPct, Number.NaN),
    maxPositionQuote: resolved.risk.maxPositionQuote ?? Number.POSITIVE_INFINITY,
    table: null,
  }
}

const plans = new WeakMap<ResolvedConfig, StrategyPlan>()

export function planOf(resolved: ResolvedConfig): StrategyPlan {
  let plan = plans.get(resolved)
  if (!plan) {
    plan = compile(resolved)
    plans.set(resolved, plan)
  }
  return plan
}

/** Points the plan's indicator operands at `table`'s columns (once per table, not per bar). */
export function bindColumns(plan: StrategyPlan, table: IndicatorTable): void {
  plan.table = table
  for (const rule of plan.rules) {
    for (const c of rule.comparisons) {
      for (const o of [c.left, c.right]) {
        if (o.kind === OPERAND_INDICATOR) o.column = table[o.id] ?? null
      }
    }
  }
}
