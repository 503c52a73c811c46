/**
 * The rule editor's draft: a strategy config edited in place on a copy, its problems (the shared
 * validateConfig on the client, the server's 422 fields after a save) keyed by path, and the
 * conversions between the form's text and the config's numbers, parameters and operands.
 */
import type { FieldError } from '../../../workers/engine/api.ts'
import {
  ruleName,
  type NumberOrParam,
  type Operand,
  type StrategyConfig,
} from '../../../protocol/strategies/config.ts'
import { validateConfig } from '../../../protocol/strategies/validate.ts'

export interface DraftIssue {
  path: (string | number)[]
  message: string
}

/** A copy of the config changed by `change` (the form's edits are small and rare). */
export function edited(config: StrategyConfig, change: (c: StrategyConfig) => void) {
  const copy = structuredClone(config)
  change(copy)
  return copy
}

/** Sets an optional key, or removes it when there is no value (exactOptionalPropertyTypes). */
export function setOptional<T extends object, K extends keyof T>(
  obj: T,
  key: K,
  value: T[K] | undefined,
): void {
  if (value === undefined) delete obj[key]
  else obj[key] = value
}

export const draftIssues = (config: StrategyConfig): DraftIssue[] => {
  const checked = validateConfig(config)
  return checked.ok ? [] : checked.issues
}

/** The server's 422 fields on `config.…` as draft paths (body and config prefixes dropped). */
export function serverIssues(fields: readonly FieldError[] | undefined): DraftIssue[] {
  return (fields ?? []).map((f) => {
    const loc = [...f.loc]
    if (loc[0] === 'body') loc.shift()
    if (loc[0] === 'config') loc.shift()
    return { path: loc, message: f.msg }
  })
}

const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.every((p, i) => String(path[i]) === String(p))

/** The messages of problems at `prefix` or below it. */
export const issuesAt = (issues: readonly DraftIssue[], prefix: readonly (string | number)[]) =>
  issues.filter((i) => startsWith(i.path, prefix)).map((i) => i.message)

/** The first message exactly at `path`, for one input. */
export const issueAt = (issues: readonly DraftIssue[], path: readonly (string | number)[]) =>
  issues.find((i) => i.path.length === path.length && startsWith(i.path, path))?.message

/** A number as typed, or a parameter's name: "14" → 14, "fast" → { param: 'fast' }. */
export function parseNumberOrParam(text: string): NumberOrParam | undefined {
  const t = text.trim()
  if (t === '') return undefined
  const n = Number(t)
  if (Number.isFinite(n)) return n
  return ruleName.safeParse(t).success ? { param: t } : Number.NaN
}

export const numberOrParamText = (v: NumberOrParam | undefined): string =>
  v === undefined ? '' : typeof v === 'number' ? (Number.isNaN(v) ? '' : String(v)) : v.param

export const OPERAND_KINDS = ['indicator', 'price', 'value', 'position', 'time'] as const
export type OperandKind = (typeof OPERAND_KINDS)[number]

export const operandKind = (o: Operand): OperandKind =>
  'indicator' in o
    ? 'indicator'
    : 'price' in o
      ? 'price'
      : 'value' in o
        ? 'value'
        : 'position' in o
          ? 'position'
          : 'time'

/** A fresh operand of a kind, reading the first indicator when there is one. */
export function defaultOperand(kind: OperandKind, indicatorIds: readonly string[]): Operand {
  switch (kind) {
    case 'indicator':
      return { indicator: indicatorIds[0] ?? 'ind' }
    case 'price':
      return { price: 'close' }
    case 'value':
      return { value: 0 }
    case 'position':
      return { position: 'side' }
    case 'time':
      return { time: 'hour' }
  }
}

/** A new id like "rule_3" not used yet. */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1)
    if (!taken.includes(`${prefix}_${n}`)) return `${prefix}_${n}`
}
