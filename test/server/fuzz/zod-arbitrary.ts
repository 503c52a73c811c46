import fc from 'fast-check'
import type { z } from 'zod'

/**
 * fast-check arbitraries from the zod schemas of the endpoint declarations: values the schema
 * accepts (as far as its checks say), so that requests reach the handlers instead of stopping
 * at the 422. `hint` overrides a field by name (ids, symbols, prices), because a schema says a
 * portfolioId is a string but only an existing one gets past the first lookup.
 */
export type Hint = (key: string) => fc.Arbitrary<unknown> | undefined

interface Def {
  type: string
  [k: string]: unknown
}
interface CheckDef {
  check: string
  value?: number
  inclusive?: boolean
  minimum?: number
  maximum?: number
  format?: string
  pattern?: RegExp
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def
const checksOf = (d: Def): CheckDef[] =>
  ((d.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def)

function stringArb(d: Def): fc.Arbitrary<string> {
  const checks = checksOf(d)
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0
  const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 64, 200)
  const fmt = (d.format as string | undefined) ?? checks.find((c) => c.format)?.format
  if (fmt === 'email') return fc.emailAddress().filter((e) => e.length <= max)
  if (fmt === 'datetime')
    return fc
      .date({ min: new Date(Date.now() - 3_600_000), max: new Date(Date.now() + 30_000) })
      .map((t) => (Number.isNaN(t.getTime()) ? new Date() : t).toISOString())
  const pattern = checks.find((c) => c.pattern)?.pattern
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max)
  return fc.string({ minLength: min, maxLength: Math.max(min, max) })
}

function numberArb(d: Def): fc.Arbitrary<number> {
  const checks = checksOf(d)
  const gt = checks.find((c) => c.check === 'greater_than')
  const lt = checks.find((c) => c.check === 'less_than')
  const int = checks.some((c) => c.check === 'number_format')
  const min = gt?.value ?? -1e6
  const max = lt?.value ?? 1e6
  if (int)
    return fc.integer({
      min: Math.ceil(gt?.inclusive === false ? min + 1 : min),
      max: Math.floor(max),
    })
  return fc
    .double({
      min,
      max,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: gt?.inclusive === false,
    })
    .filter((n) => Number.isFinite(n))
}

export function arbitraryOf(
  schema: z.ZodType,
  hint: Hint = () => undefined,
): fc.Arbitrary<unknown> {
  const d = defOf(schema)
  const inner = (k: string) => arbitraryOf(d[k] as z.ZodType, hint)
  switch (d.type) {
    case 'object': {
      const shape = d.shape as Record<string, z.ZodType>
      const fields: Record<string, fc.Arbitrary<unknown>> = {}
      const required: string[] = []
      for (const [key, s] of Object.entries(shape)) {
        const t = defOf(s).type
        fields[key] = hint(key) ?? arbitraryOf(s, hint)
        if (t !== 'optional' && t !== 'default') required.push(key)
      }
      return fc.record(fields, { requiredKeys: required })
    }
    case 'string':
      return stringArb(d)
    case 'number':
      return numberArb(d)
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, string>))
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]))
    case 'union':
      return fc.oneof(...(d.options as z.ZodType[]).map((o) => arbitraryOf(o, hint)))
    case 'optional':
    case 'default':
      return fc.option(inner('innerType'), { nil: undefined })
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null })
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 })
    case 'pipe':
      return inner('in')
    default:
      return fc.constant(undefined)
  }
}

/** A value no schema should accept, or that probes what the server does with extremes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '',
    ' ',
    'x'.repeat(5000),
    '../../etc/passwd',
    "' OR 1=1 --",
    '__proto__',
    1e308,
    -1e308,
    5e-324,
    -0,
    0,
    -1,
    1e15,
    2 ** 53 + 1,
    0.1 + 0.2,
    true,
    null,
    [],
    {},
    { __proto__: { admin: true } },
    [[[[[[[[[[]]]]]]]]]],
  ),
  fc.string(),
  fc.double(),
  fc.integer(),
)
